/**
 * A whole shop for the browser tests and the Lighthouse benchmark, started the way a
 * newcomer starts one (`node scripts/bootstrap.mjs start`) but on its own ports, database,
 * Redis database and state folder, beside any shop a developer has running. Builds are
 * shared with `npm start` and reused when nothing changed.
 *
 * Or, when E2E_STOREFRONT_URL is set, an already running shop (nothing is started or
 * stopped; E2E_BACKEND_URL and E2E_OUTBOX_DIR say where its backend and e-mails are).
 */
import { spawnSync } from "node:child_process"
import { mkdirSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Client } from "pg"
import { flushRedisDb } from "./services"
import { ROOT } from "./settings"

export type TestShopPlan = {
  /** Names the state folder and the log lines. */
  name: string
  backendPort: number
  storefrontPort: number
  realtimePort: number
  database: string
  redisDb: number
  /** A Redis server of its own (the reliability bench restarts it); the machine's 6379 by default. */
  redisPort?: number
  /**
   * Where a local Prodigi-speaking server listens (tests/fake-services/prodigi, started by the
   * test run): the shop then sends orders to the print partner there. Without it the shop has
   * no print partner.
   */
  fakeProdigiPort?: number
  /**
   * Print files at this DPI (ALLOW_LOW_PRINT_DPI=true): the browser tests check the order flow,
   * not print resolution (the integration suite renders a real 150 DPI file), and a 3600x5400
   * render per order would be most of their time.
   */
  printDpi?: number
}

/** The API key and callback secret the e2e shop and its fake Prodigi share (test-only values). */
export const FAKE_PRODIGI_API_KEY = "e2e-prodigi-key"
export const FAKE_PRINT_PARTNER_CALLBACK_SECRET = "e2e-print-partner-callback"

export type DemoLogin = { email: string; password: string; role: string }

export type TestShop = {
  storefrontUrl: string
  backendUrl: string
  realtimeUrl: string
  stateDir: string
  /** Where the backend writes its e-mails (the outbox provider's JSON files). */
  outboxDir: string
  /** Demo logins by role as npm start prints them: admin, shopper, newbie, staff. */
  logins: Record<string, DemoLogin>
  /** False when the shop was already running (E2E_STOREFRONT_URL): leave it alone. */
  startedHere: boolean
  startSeconds: number
}

export const E2E_SHOP: TestShopPlan = {
  name: "e2e",
  backendPort: 9140,
  storefrontPort: 8140,
  realtimePort: 9141,
  database: "petshop_e2e_test",
  redisDb: 12,
  fakeProdigiPort: 9142,
  printDpi: 30,
}

const stateDirOf = (plan: TestShopPlan) => join(tmpdir(), `petshop-${plan.name}-shop`)

/** The environment `bootstrap.mjs start|stop` runs with for this shop. */
export function testShopEnv(plan: TestShopPlan): NodeJS.ProcessEnv {
  const stateDir = stateDirOf(plan)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SHOP_STATE_DIR: stateDir,
    BACKEND_PORT: String(plan.backendPort),
    STOREFRONT_PORT: String(plan.storefrontPort),
    REALTIME_PORT: String(plan.realtimePort),
    DATABASE_URL: `postgres://postgres@localhost:5432/${plan.database}`,
    REDIS_URL: `redis://127.0.0.1:${plan.redisPort ?? 6379}/${plan.redisDb}`,
    EMAIL_OUTBOX_DIR: join(stateDir, "outbox"),
  }
  // Test-payment mode and the outbox, whatever the developer's shell has configured.
  for (const key of ["STRIPE_API_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE", "SMTP_URL"]) delete env[key]
  // No real print partner either: the fake Prodigi when the plan has one, else none.
  for (const key of Object.keys(env))
    if (key.startsWith("PRODIGI_") || key.startsWith("PRINT_PARTNER") || key === "PRINT_FILES_BASE_URL") delete env[key]
  // Print files at the shop's own DPI unless the plan asks for drafts.
  delete env.PRINT_DPI
  delete env.ALLOW_LOW_PRINT_DPI
  if (plan.printDpi) Object.assign(env, { PRINT_DPI: String(plan.printDpi), ALLOW_LOW_PRINT_DPI: "true" })
  if (plan.fakeProdigiPort) {
    Object.assign(env, {
      PRINT_PARTNER: "prodigi",
      PRODIGI_API_KEY: FAKE_PRODIGI_API_KEY,
      PRODIGI_API_BASE: `http://127.0.0.1:${plan.fakeProdigiPort}`,
      PRINT_PARTNER_CALLBACK_SECRET: FAKE_PRINT_PARTNER_CALLBACK_SECRET,
    })
  }
  return env
}

async function dropDatabase(name: string) {
  const client = new Client({ connectionString: "postgres://postgres@localhost:5432/postgres" })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

function bootstrap(command: "start" | "stop", env: NodeJS.ProcessEnv) {
  const run = spawnSync(process.execPath, [join(ROOT, "scripts", "bootstrap.mjs"), command], {
    cwd: ROOT,
    env,
    encoding: "utf8",
    timeout: 15 * 60_000,
  })
  return { status: run.status, output: `${run.stdout ?? ""}\n${run.stderr ?? ""}` }
}

/** "Shopper  shopper@petportraits.test  portrait-shopper-2026  verified shopper" lines of npm start. */
export function parseDemoLogins(output: string): Record<string, DemoLogin> {
  const logins: Record<string, DemoLogin> = {}
  for (const m of output.matchAll(/^\s+(?:Medusa admin|Shopper)\s+(\S+@\S+)\s+(\S+)\s+(.+)$/gm)) {
    const [, email, password, role] = m
    logins[email.split("@")[0]] = { email, password, role: role.trim() }
  }
  return logins
}

/** The demo logins of seed/data/accounts.json, for a shop this module did not start. */
function seededLogins(): Record<string, DemoLogin> {
  const data = JSON.parse(readFileSync(join(ROOT, "seed", "data", "accounts.json"), "utf8")) as {
    adminUsers: { email: string; password: string }[]
    customers: { email: string; password: string; role: string }[]
  }
  const logins: Record<string, DemoLogin> = {}
  for (const u of data.adminUsers) logins[u.email.split("@")[0]] = { ...u, role: "merchandiser" }
  for (const c of data.customers) logins[c.email.split("@")[0]] = { email: c.email, password: c.password, role: c.role }
  return logins
}

/** A running shop named by E2E_STOREFRONT_URL, or null. */
export function runningShopFromEnv(env: NodeJS.ProcessEnv = process.env): TestShop | null {
  if (!env.E2E_STOREFRONT_URL) return null
  const stateDir = env.E2E_STATE_DIR || join(ROOT, ".shop")
  return {
    storefrontUrl: env.E2E_STOREFRONT_URL.replace(/\/$/, ""),
    backendUrl: (env.E2E_BACKEND_URL || "http://localhost:9000").replace(/\/$/, ""),
    realtimeUrl: env.E2E_REALTIME_URL || "http://localhost:9001",
    stateDir,
    outboxDir: env.E2E_OUTBOX_DIR || join(stateDir, "outbox"),
    logins: seededLogins(),
    startedHere: false,
    startSeconds: 0,
  }
}

/**
 * Drops the plan's database and empties its Redis database, then starts the whole shop on it (fresh: false keeps a shop
 * left running by an earlier run, database and all). Throws with the start log on failure.
 */
export async function startTestShop(plan: TestShopPlan, { fresh = true } = {}): Promise<TestShop> {
  const running = runningShopFromEnv()
  if (running) return running
  const env = testShopEnv(plan)
  const stateDir = env.SHOP_STATE_DIR!
  const started = Date.now()
  if (fresh) {
    // A shop left running by an interrupted run holds the database; stop it first.
    bootstrap("stop", env)
    await dropDatabase(plan.database)
    await flushRedisDb(env.REDIS_URL!)
  }
  mkdirSync(stateDir, { recursive: true })
  const start = bootstrap("start", env)
  if (start.status !== 0) throw new Error(`the ${plan.name} shop did not start (exit ${start.status}):\n${start.output}`)
  return {
    storefrontUrl: `http://localhost:${plan.storefrontPort}`,
    backendUrl: `http://localhost:${plan.backendPort}`,
    realtimeUrl: `http://localhost:${plan.realtimePort}`,
    stateDir,
    outboxDir: env.EMAIL_OUTBOX_DIR!,
    logins: parseDemoLogins(start.output),
    startedHere: true,
    startSeconds: (Date.now() - started) / 1000,
  }
}

/** Stops what startTestShop started and drops its database; a reused shop is left alone. */
export async function stopTestShop(plan: TestShopPlan, shop: Pick<TestShop, "startedHere">): Promise<void> {
  if (!shop.startedHere) return
  const stop = bootstrap("stop", testShopEnv(plan))
  await dropDatabase(plan.database)
  if (stop.status !== 0) throw new Error(`npm stop of the ${plan.name} shop failed:\n${stop.output}`)
}
