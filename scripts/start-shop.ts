/**
 * `npm start`: brings the whole shop up on this machine with demo data, reusing whatever
 * an earlier run already did. `npm stop` takes it down again.
 */
import { lstatSync, mkdirSync, rmSync, symlinkSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import { backendEnv, LOCAL_DEMO_ENV, shopSecrets } from "./lib/backend-env"
import { buildSteps, currentBuildIds } from "./lib/build"
import { databaseSteps, readSeedResult } from "./lib/database"
import { httpOk, waitUntilReady, workerAnnounced } from "./lib/health"
import { isAlive, readChildRecord, readRecord, startDetached, stopRecorded, type ProcessRecord } from "./lib/processes"
import { runSteps, StepFailed, type Step } from "./lib/progress"
import { ensurePostgres, ensureRedis } from "./lib/services"
import { MEDUSA_CLI, readSettings, ROOT } from "./lib/settings"
import { workerMemoryEnv } from "./lib/worker-env"

const settings = readSettings()
const builds = () => currentBuildIds()

/**
 * Medusa serves /static from the folder it runs in, .medusa/server, which every build
 * replaces; uploaded files live in backend/static and are linked in, so no build loses them.
 */
function linkStaticFiles(): void {
  const files = join(ROOT, "backend", "static")
  const served = join(ROOT, "backend", ".medusa", "server", "static")
  mkdirSync(files, { recursive: true })
  try {
    if (lstatSync(served).isSymbolicLink()) return
    rmSync(served, { recursive: true, force: true })
  } catch {
    /* not there yet */
  }
  symlinkSync(relative(dirname(served), files), served)
}

type Service = {
  prepare?: () => void
  name: string
  title: string
  command: () => string[]
  cwd: string
  env: () => NodeJS.ProcessEnv
  build: () => string
  ready: (record: ProcessRecord) => Promise<boolean>
  what: string
  timeoutMs: number
}

/**
 * BACKEND_PROCESSES Medusa processes behind the backend's ports: Node's cluster hands each new
 * connection to the next one, and they share sessions, rate limits, caches and live events
 * through Postgres and Redis. They run in server mode, as in docker-compose.yml: the
 * backend-worker service below runs what happens after a request (subscribers, scheduled jobs,
 * a paid checkout becoming its order). `--servers` keeps cluster mode from making them shared.
 */
function clusterArgs(): string[] {
  const n = String(settings.backendProcesses)
  return settings.backendProcesses > 1 ? ["--cluster", n, "--servers", n] : []
}

/** Medusa's cluster leaves a replacement of a dead process idle; this preload starts it (built from backend/src/config). */
function clusterPreload(): string[] {
  if (settings.backendProcesses <= 1) return []
  return ["--require", join(ROOT, "backend", ".medusa", "server", "src", "config", "start-replaced-cluster-workers.js")]
}

const services: Service[] = [
  {
    name: "backend",
    title: "Start the Medusa backend",
    prepare: linkStaticFiles,
    command: () => [process.execPath, ...clusterPreload(), MEDUSA_CLI(), "start", "-p", String(settings.backendPort), ...clusterArgs()],
    // `medusa start` serves the build, which must run from .medusa/server.
    cwd: join(ROOT, "backend", ".medusa", "server"),
    env: () => ({ ...backendEnv(settings), NODE_ENV: "production", MEDUSA_WORKER_MODE: "server" }),
    build: () => builds().backend,
    ready: () => httpOk(`${settings.backendUrl}/health`),
    what: `${settings.backendUrl}/health to answer`,
    timeoutMs: 120_000,
  },
  {
    name: "backend-worker",
    title: "Start the Medusa worker (events, scheduled jobs, orders from payments)",
    command: () => [process.execPath, MEDUSA_CLI(), "start", "-p", String(settings.backendWorkerPort)],
    cwd: join(ROOT, "backend", ".medusa", "server"),
    env: () => ({ ...backendEnv(settings), NODE_ENV: "production", MEDUSA_WORKER_MODE: "worker" }),
    build: () => builds().backend,
    ready: () => httpOk(`http://localhost:${settings.backendWorkerPort}/health`),
    what: `the worker's /health on port ${settings.backendWorkerPort} to answer`,
    timeoutMs: 120_000,
  },
  {
    name: "worker",
    title: "Start a painting worker",
    command: () => [process.execPath, join(ROOT, "painting-module", "dist", "worker", "start-worker.js")],
    cwd: ROOT,
    // The worker reads and writes the same database and file store as the backend; its allocator keeps it flat.
    env: () => ({ ...backendEnv(settings), ...workerMemoryEnv(), NODE_ENV: "production" }),
    build: () => builds().worker,
    // The record is the worker's supervisor; the worker it runs announces itself.
    ready: (record) => workerAnnounced(settings.redisUrl, readChildRecord(settings.stateDir, record.name)?.pid),
    what: "the worker to announce itself in Redis",
    timeoutMs: 30_000,
  },
  {
    name: "storefront",
    title: "Start the storefront",
    // Next.js behind the page cache (storefront/server/start-storefront.ts).
    command: () => [process.execPath, join(ROOT, "storefront", "dist", "server", "start-storefront.js")],
    cwd: join(ROOT, "storefront"),
    env: () => ({
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(settings.storefrontPort),
      REDIS_URL: settings.redisUrl,
      PAGE_REVALIDATE_SECRET: shopSecrets(settings.stateDir).revalidate,
      STOREFRONT_PROCESSES: process.env.STOREFRONT_PROCESSES ?? "1",
      MEDUSA_BACKEND_URL: settings.backendUrl,
      MEDUSA_PUBLISHABLE_KEY: readSeedResult(settings)?.publishableKey ?? "",
      REALTIME_URL: `http://localhost:${settings.realtimePort}`,
    }),
    build: () => builds().storefront,
    ready: () => httpOk(settings.storefrontUrl),
    what: `${settings.storefrontUrl} to answer`,
    timeoutMs: 60_000,
  },
]

function serviceStep(service: Service): Step {
  return {
    title: service.title,
    run: async () => {
      const existing = readRecord(settings.stateDir, service.name)
      const build = service.build()
      if (existing && isAlive(existing)) {
        // One started before supervision existed is replaced by a supervised one.
        // Another command (BACKEND_PROCESSES changed) restarts it too.
        const sameCommand = existing.command.join(" ") === service.command().join(" ")
        if (existing.supervised && existing.build === build && sameCommand && (await service.ready(existing)))
          return `already running (pid ${existing.pid})`
        await stopRecorded(settings.stateDir, service.name)
      }
      service.prepare?.()
      const record = startDetached({
        stateDir: settings.stateDir,
        logDir: settings.logDir,
        name: service.name,
        command: service.command(),
        cwd: service.cwd,
        env: service.env(),
        build,
        // Restarted within 2 s when it dies, until npm stop (lib/supervisor.ts).
        supervised: true,
      })
      await waitUntilReady(record, settings.logDir, () => service.ready(record), service.what, service.timeoutMs)
      return `pid ${readChildRecord(settings.stateDir, service.name)?.pid}, supervised (pid ${record.pid}), log ${join(settings.logDir, `${service.name}.log`)}`
    },
  }
}

/** Test payment is on unless the developer's shell configures Stripe (a key makes checkout go to Stripe). */
function testPaymentLine(): string {
  return process.env.STRIPE_API_KEY
    ? "payments with Stripe (STRIPE_API_KEY is set)"
    : `test payment ON (no card is charged) — ALLOW_TEST_PAYMENT=${LOCAL_DEMO_ENV.ALLOW_TEST_PAYMENT}`
}

async function main() {
  const started = Date.now()
  console.log(`Starting Custom Pet Portraits (state in ${settings.stateDir})`)
  await runSteps([
    { title: "Postgres", run: () => ensurePostgres(settings.databaseUrl) },
    { title: "Redis", run: () => ensureRedis(settings.redisUrl) },
    ...buildSteps(settings),
    ...databaseSteps(settings),
    ...services.map(serviceStep),
  ])

  const seed = readSeedResult(settings)
  if (!seed) throw new StepFailed("the seed left no result", "run npm start again")
  const pad = (s: string, n: number) => s.padEnd(n)
  console.log(`
✓ Custom Pet Portraits is running (${((Date.now() - started) / 1000).toFixed(1)} s)

  Storefront       ${settings.storefrontUrl}
  Medusa admin     ${settings.adminUrl}
  Store API        ${settings.backendUrl}   (x-publishable-api-key: ${seed.publishableKey})
  Backend          ${settings.backendProcesses} Medusa server process${settings.backendProcesses > 1 ? "es (cluster)" : ""} — BACKEND_PROCESSES=${settings.backendProcesses}; 1 Medusa worker (events, jobs)
  Live events      ws://localhost:${settings.realtimePort} (socket.io)
  Logs             ${settings.logDir}

  ${testPaymentLine()}
  demo logins seeded: ${seed.logins.length}, listed below — SEED_DEMO_ACCOUNTS=${LOCAL_DEMO_ENV.SEED_DEMO_ACCOUNTS}

  Demo logins
${seed.logins.map((l) => `    ${pad(l.kind, 13)} ${pad(l.email, 28)} ${pad(l.password, 24)} ${l.note}`).join("\n")}

  Stop everything with: npm stop
`)
}

main().catch((err) => {
  console.error(`✗ npm start failed: ${(err as Error).message}`)
  process.exit(1)
})
