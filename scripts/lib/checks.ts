/**
 * The checks `npm test` runs before any suite: lint, format and the type-check of every
 * package. `npm run typecheck` runs the same list of projects (TYPECHECKED) and nothing else.
 */
import { dirname, join } from "node:path"
import { runLogged } from "./exec"
import type { Step } from "./progress"
import { binOf, ROOT, TSC_CLI, type ShopSettings } from "./settings"

/**
 * Every TypeScript project of the workspace, by the arguments tsc takes for it. The painting
 * module and the seeder are built (their declarations are what the others import), so
 * they come first; `tsconfig.check.json` covers the specs and benchmarks their build leaves out.
 */
export const TYPECHECKED: { name: string; args: string[] }[] = [
  { name: "painting module and seed (build)", args: ["-b", "painting-module", "seed"] },
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

export async function typecheckAll(logFile: string): Promise<string> {
  const [build, ...rest] = TYPECHECKED
  const check = (project: (typeof TYPECHECKED)[number]) =>
    runLogged({
      command: process.execPath,
      args: [TSC_CLI(), ...project.args],
      cwd: ROOT,
      logFile,
      hint: `fix the type errors of the ${project.name} shown below (npx tsc ${project.args.join(" ")})`,
    })
  await check(build)
  await inParallel(rest, 2, check)
  return `${TYPECHECKED.length} projects, no type errors`
}

export function checkSteps(settings: ShopSettings): Step[] {
  const logFile = (name: string) => join(settings.logDir, `${name}.log`)
  return [
    {
      title: "Lint (ESLint on every package, nothing outside the repository)",
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
        return "no findings"
      },
    },
    {
      title: "Format (Prettier)",
      run: async () => {
        await runLogged({
          command: process.execPath,
          args: [binOf(".", "prettier/bin/prettier.cjs"), "--check", "."],
          cwd: ROOT,
          logFile: logFile("format"),
          hint: "run npm run format and commit the result",
        })
        return "every file formatted"
      },
    },
    { title: "Type-check every package", run: () => typecheckAll(logFile("typecheck")) },
  ]
}
