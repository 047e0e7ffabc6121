/**
 * Building the shop: the TypeScript packages, the admin plugin, the Medusa backend (with
 * its admin) and the Next.js storefront. A part whose inputs have not changed since its
 * last successful build is reused.
 */
import { existsSync, readdirSync, rmSync } from "node:fs"
import { join, relative } from "node:path"
import { runLogged } from "./exec"
import type { Step } from "./progress"
import { MEDUSA_CLI, NEXT_CLI, ROOT, TSC_CLI, type ShopSettings } from "./settings"
import { fingerprint, readStamp, writeStamp } from "./stamps"

const LOCK = ["package-lock.json"]

/** What each built part is made from. */
export const BUILD_INPUTS = {
  libraries: [
    "contract/src",
    "contract/package.json",
    "contract/tsconfig.json",
    "painting-module/src",
    "painting-module/package.json",
    "painting-module/tsconfig.json",
    "seed/src",
    "seed/package.json",
    "seed/tsconfig.json",
    "tsconfig.json",
  ],
  adminPlugin: ["admin-extensions/src", "admin-extensions/package.json", "admin-extensions/tsconfig.json", ...LOCK],
  backend: ["backend/src", "backend/medusa-config.ts", "backend/package.json", "backend/tsconfig.json", "admin-extensions/src", ...LOCK],
  storefront: [
    "storefront/src",
    "storefront/server",
    "storefront/public",
    "storefront/next.config.ts",
    "storefront/package.json",
    "storefront/tsconfig.json",
    ...LOCK,
  ],
}

export type BuildIds = { worker: string; backend: string; storefront: string }

export function currentBuildIds(): BuildIds {
  const libraries = fingerprint(BUILD_INPUTS.libraries)
  return {
    worker: libraries,
    backend: fingerprint(BUILD_INPUTS.backend, [libraries]),
    // The storefront reads the contract's declarations (its answer types), built with the libraries.
    storefront: fingerprint(BUILD_INPUTS.storefront, [libraries]),
  }
}

const LIBRARIES = ["contract", "painting-module", "seed"]

/**
 * Deletes compiled files whose source is gone. tsc -b never removes them, and Medusa loads
 * every file of a module's models/ folder: a model moved to another module would otherwise
 * still be registered in the old one from its stale dist/models/*.js.
 */
export function pruneStaleOutputs(root = ROOT): string[] {
  const removed: string[] = []
  for (const library of LIBRARIES) {
    const dist = join(root, library, "dist")
    if (!existsSync(dist)) continue
    for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue
      const match = /^(.*?)(\.d)?\.(js|ts)(\.map)?$/.exec(entry.name)
      if (!match) continue
      const stem = join(relative(dist, entry.parentPath), match[1])
      const source = join(root, library, "src", stem)
      if (existsSync(`${source}.ts`) || existsSync(`${source}.tsx`) || existsSync(`${source}.js`) || existsSync(`${source}.json`)) continue
      rmSync(join(entry.parentPath, entry.name))
      removed.push(relative(root, join(entry.parentPath, entry.name)))
    }
  }
  return removed
}

type Part = { title: string; inputs: string[]; stampFile: string; output: string; build: (log: string) => Promise<void> }

function parts(): Part[] {
  const node = process.execPath
  return [
    {
      title: "Compile the painting module and the seeder (with the contract)",
      inputs: BUILD_INPUTS.libraries,
      output: join(ROOT, "painting-module", "dist"),
      stampFile: join(ROOT, "painting-module", "dist", ".petshop-build"),
      build: (logFile) => {
        pruneStaleOutputs()
        return runLogged({
          command: node,
          args: [TSC_CLI(), "-b", ...LIBRARIES],
          cwd: ROOT,
          logFile,
          hint: "fix the TypeScript errors shown in the log, then run this again",
        })
      },
    },
    {
      title: "Build the admin extensions plugin",
      inputs: BUILD_INPUTS.adminPlugin,
      output: join(ROOT, "admin-extensions", ".medusa", "server"),
      stampFile: join(ROOT, "admin-extensions", ".medusa", "server", ".petshop-build"),
      build: (logFile) =>
        runLogged({
          command: node,
          args: [MEDUSA_CLI(), "plugin:build"],
          cwd: join(ROOT, "admin-extensions"),
          logFile,
          hint: "fix the errors in admin-extensions/src shown in the log, then run this again",
        }),
    },
    {
      title: "Build the Medusa backend and admin (about a minute)",
      inputs: BUILD_INPUTS.backend,
      output: join(ROOT, "backend", ".medusa", "server"),
      stampFile: join(ROOT, "backend", ".medusa", "server", ".petshop-build"),
      build: (logFile) =>
        runLogged({
          command: node,
          args: [MEDUSA_CLI(), "build"],
          cwd: join(ROOT, "backend"),
          env: { NODE_OPTIONS: "--max-old-space-size=4096" },
          logFile,
          hint: "fix the errors in backend/ shown in the log; the admin build needs about 2 GB of free memory",
        }),
    },
    {
      title: "Build the storefront",
      inputs: BUILD_INPUTS.storefront,
      // Its build (.next, with the stamp) and its server (dist).
      output: join(ROOT, "storefront", "dist", "server", "start-storefront.js"),
      stampFile: join(ROOT, "storefront", ".next", ".petshop-build"),
      build: async (logFile) => {
        await runLogged({
          command: node,
          args: [NEXT_CLI(), "build"],
          cwd: join(ROOT, "storefront"),
          env: { NEXT_TELEMETRY_DISABLED: "1" },
          logFile,
          hint: "fix the errors in storefront/ shown in the log, then run this again",
        })
        // Its server: Next.js behind the page cache (storefront/server).
        await runLogged({
          command: node,
          args: [TSC_CLI(), "-p", join("storefront", "server", "tsconfig.json")],
          cwd: ROOT,
          logFile,
          hint: "fix the TypeScript errors in storefront/server shown in the log, then run this again",
        })
        // The chunks pages run at start get V8's compile hint (storefront/server/build/add-compile-hints.ts).
        await runLogged({
          command: node,
          args: [join("dist", "server", "build", "add-compile-hints.js"), ".next"],
          cwd: join(ROOT, "storefront"),
          logFile,
          hint: "the storefront's build output is incomplete: run this again",
        })
      },
    },
  ]
}

/** One progress step per part; `only` limits it (the tests need no storefront). */
export function buildSteps(settings: ShopSettings, only?: (title: string) => boolean): Step[] {
  return parts()
    .filter((p) => !only || only(p.title))
    .map((part) => ({
      title: part.title,
      run: async () => {
        // Later parts depend on earlier ones, so the fingerprint is taken when the step runs.
        const wanted = fingerprint(part.inputs)
        if (existsSync(part.output) && readStamp(part.stampFile) === wanted) return "reused, nothing changed"
        await part.build(join(settings.logDir, "build.log"))
        writeStamp(part.stampFile, wanted)
        return "built"
      },
    }))
}
