/**
 * The checks `npm test` runs before any suite: lint, format and the type-check of every
 * package. `npm run typecheck` runs the same list of projects (TYPECHECKED) and nothing else.
 */
import { dirname, join } from "node:path"
import { runLogged } from "./exec"
import type { Step } from "./progress"
import { binOf, ROOT, TSC_CLI, type ShopSettings } from "./settings"

/**
 * Every TypeScript project of the workspace, by the arguments tsc takes for it. The contract,
 * the painting module and the seeder are built (their declarations are what the others import), so
 * they come first; `tsconfig.check.json` covers the specs and benchmarks their build leaves out.
 */
export const TYPECHECKED: { name: string; args: string[] }[] = [
  { name: "contract, painting module and seed (build)", args: ["-b", "contract", "painting-module", "seed"] },
  { name: "painting module specs and benchmarks", args: ["-p", "painting-module/tsconfig.check.json"] },
  { name: "seed specs", args: ["-p", "seed/tsconfig.check.json"] },
  { name: "backend and its integration tests", args: ["--noEmit", "-p", "backend"] },
  { name: "storefront", args: ["--noEmit", "-p", "storefront"] },
  { name: "admin extensions (server side)", args: ["--noEmit", "-p", "admin-extensions"] },
  { name: "admin extensions (admin screens)", args: ["--noEmit", "-p", "admin-extensions/src/admin"] },
  { name: "whole-shop tests", args: ["--noEmit", "-p", "tests"] },
  { name: "contract test", args: ["--noEmit", "-p", "tests/contract"] },
  { name: "scripts", args: ["--noEmit", "-p", "scripts"] },
]

/** Runs `work` over `items`, `limit` at a time (two cores: two tsc processes overlap well). */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items]
  const failures: unknown[] = []
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        await work(item).catch((err) => failures.push(err))
      }
    })
  )
  if (failures.length) throw failures[0]
}

type Check = { name: string; run: () => Promise<void> }

const logFileOf = (settings: ShopSettings, name: string) => join(settings.logDir, `${name}.log`)

const tscCheck = (logFile: string, project: (typeof TYPECHECKED)[number]): Check => ({
  name: `type-check of the ${project.name}`,
  run: () =>
    runLogged({
      command: process.execPath,
      args: [TSC_CLI(), ...project.args],
      cwd: ROOT,
      logFile,
      hint: `fix the type errors of the ${project.name} shown below (npx tsc ${project.args.join(" ")})`,
    }),
})

/** Lint, format and type-check jobs, longest first so that two at a time finish together. */
function checkJobs(settings: ShopSettings): Check[] {
  const logFile = (name: string) => logFileOf(settings, name)
  const tsc = (project: (typeof TYPECHECKED)[number]) => tscCheck(logFile("typecheck"), project)
  const [backend, storefront, ...otherProjects] = byName(["backend", "storefront"])
  return [
    {
      name: "ESLint",
      run: async () => {
        await runLogged({
          command: process.execPath,
          args: [join(dirname(binOf(".", "eslint/package.json")), "bin", "eslint.js"), "."],
          cwd: ROOT,
          logFile: logFile("lint"),
          hint: "fix the findings shown below (npm run lint); npx eslint --fix fixes some by itself",
        })
        await runLogged({
          command: process.execPath,
          args: [binOf(".", "tsx/cli"), "scripts/lint/check-self-contained.ts"],
          cwd: ROOT,
          logFile: logFile("lint"),
          hint: "name files inside the repository only (see the lines below)",
        })
      },
    },
    tsc(backend),
    tsc(storefront),
    {
      name: "Prettier",
      run: () =>
        runLogged({
          command: process.execPath,
          args: [binOf(".", "prettier/bin/prettier.cjs"), "--check", "."],
          cwd: ROOT,
          logFile: logFile("format"),
          hint: "run npm run format and commit the result",
        }),
    },
    ...otherProjects.map(tsc),
  ]
}

/** The projects named first (by a word of their name), then every other one but the build. */
function byName(first: string[]): (typeof TYPECHECKED)[number][] {
  const rest = TYPECHECKED.slice(1)
  const picked = first.map((word) => rest.find((p) => p.name.startsWith(word))!)
  return [...picked, ...rest.filter((p) => !picked.includes(p))]
}

/**
 * One step for all checks: ESLint, Prettier and tsc each use about one core, so they run two
 * at a time (about 100 s instead of 150 s on two cores). The build of the painting module
 * and the seeder comes first: the other projects read its declarations.
 */
export function checkSteps(settings: ShopSettings): Step[] {
  return [
    {
      title: "Lint, format and type-check every package (two checks at a time)",
      run: async () => {
        await tscCheck(logFileOf(settings, "typecheck"), TYPECHECKED[0]).run()
        await inParallel(checkJobs(settings), 2, (job) => job.run())
        return `no findings, every file formatted, ${TYPECHECKED.length} projects without type errors`
      },
    },
  ]
}

/** `npm run typecheck`: every project, the build first, then two at a time. */
export async function typecheckAll(logFile: string): Promise<string> {
  const [build, ...rest] = TYPECHECKED
  await tscCheck(logFile, build).run()
  await inParallel(rest, 2, (project) => tscCheck(logFile, project).run())
  return `${TYPECHECKED.length} projects, no type errors`
}
