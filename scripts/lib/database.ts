/** Database steps: create, migrate and seed, each skipped when nothing changed. */
import { createHash } from "node:crypto"
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { backendEnv } from "./backend-env"
import { runLogged } from "./exec"
import type { Step } from "./progress"
import { ensureDatabase } from "./services"
import { MEDUSA_CLI, ROOT, type ShopSettings } from "./settings"
import { fingerprint, readStamp, writeStamp } from "./stamps"

export type SeedResult = {
  created: number
  publishableKey: string
  logins: { kind: string; email: string; password: string; note: string }[]
}

const MIGRATION_INPUTS = [
  "painting-module/src/migrations",
  "painting-module/src/models",
  "backend/src/modules",
  "backend/src/links",
  "backend/medusa-config.ts",
  "package-lock.json",
]
const SEED_INPUTS = ["seed/data", "seed/src", "backend/src/scripts/seed-shop.ts"]

export function databaseKey(settings: ShopSettings): string {
  return createHash("sha256").update(settings.databaseUrl).digest("hex").slice(0, 12)
}

export const seedResultFile = (settings: ShopSettings) => join(settings.stateDir, `seed-result-${databaseKey(settings)}.json`)

export function readSeedResult(settings: ShopSettings): SeedResult | undefined {
  const file = seedResultFile(settings)
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as SeedResult) : undefined
}

export function databaseSteps(settings: ShopSettings, opts: { force?: boolean } = {}): Step[] {
  const key = databaseKey(settings)
  const migrateStamp = join(settings.stateDir, "stamps", `migrate-${key}`)
  const seedStamp = join(settings.stateDir, "stamps", `seed-${key}`)
  const logFile = join(settings.logDir, "database.log")
  const backendDir = join(ROOT, "backend")
  let fresh = Boolean(opts.force)

  return [
    {
      title: "Create the database",
      run: async () => {
        const created = await ensureDatabase(settings.databaseUrl)
        if (created) fresh = true
        return created ? `created ${new URL(settings.databaseUrl).pathname.slice(1)}` : "exists"
      },
    },
    {
      title: "Run database migrations",
      run: async () => {
        const wanted = fingerprint(MIGRATION_INPUTS)
        if (!fresh && readStamp(migrateStamp) === wanted) return "reused, schema up to date"
        await runLogged({
          command: process.execPath,
          args: [MEDUSA_CLI(), "db:migrate"],
          cwd: backendDir,
          env: backendEnv(settings),
          logFile,
          hint: "check that Postgres runs and DATABASE_URL is right; the log shows the failing migration",
        })
        writeStamp(migrateStamp, wanted)
        fresh = true
        return "migrated"
      },
    },
    {
      title: "Seed the catalogue and demo accounts",
      run: async () => {
        const wanted = fingerprint(SEED_INPUTS, [readStamp(migrateStamp) ?? ""])
        if (!fresh && readStamp(seedStamp) === wanted && readSeedResult(settings)) return "reused, catalogue unchanged"
        await runLogged({
          command: process.execPath,
          args: [MEDUSA_CLI(), "exec", "./src/scripts/seed-shop.ts"],
          cwd: backendDir,
          env: { ...backendEnv(settings), SEED_RESULT_FILE: seedResultFile(settings) },
          logFile,
          hint: "the log names the data file or record that failed; fix it in seed/data and run this again",
        })
        writeStamp(seedStamp, wanted)
        const result = readSeedResult(settings)
        return `${result?.created ?? 0} records created`
      },
    },
  ]
}
