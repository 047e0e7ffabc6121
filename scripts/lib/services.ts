/**
 * Postgres and Redis: reachable, or started, or installed with apt (root) and started,
 * as ARCHITECTURE.md says. Only servers on this machine are started or installed; a
 * remote DATABASE_URL or REDIS_URL must already be up.
 */
import { execFileSync, spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { connect } from "node:net"
import { join } from "node:path"
import Redis from "ioredis"
import { Client } from "pg"
import { StepFailed } from "./progress"
import { readSettings } from "./settings"

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"])

export function canConnect(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: host.replace(/^\[|\]$/g, ""), port })
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once("connect", () => done(true))
    socket.once("error", () => done(false))
  })
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 500))
  }
  return check()
}

const has = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0
const isRoot = () => process.getuid?.() === 0

function aptInstall(packages: string[], what: string): void {
  if (!isRoot() || !has("apt-get")) {
    throw new StepFailed(
      `${what} is not installed`,
      `install it (Debian/Ubuntu: sudo apt-get install -y ${packages.join(" ")}) and run this again`
    )
  }
  console.log(`    installing ${packages.join(" ")} with apt-get…`)
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" }
  for (const args of [["update"], ["install", "-y", ...packages]]) {
    const r = spawnSync("apt-get", args, { stdio: "inherit", env })
    if (r.status !== 0) {
      throw new StepFailed(`apt-get ${args[0]} failed`, `run: apt-get install -y ${packages.join(" ")}`)
    }
  }
}

/** Lets local TCP clients in without a password, the way the development machines are set up. */
function trustLocalConnections(): void {
  for (const version of readdirSync("/etc/postgresql")) {
    const hba = join("/etc/postgresql", version, "main", "pg_hba.conf")
    if (!existsSync(hba)) continue
    const current = readFileSync(hba, "utf8")
    if (current.includes("# petshop: trust local TCP")) continue
    writeFileSync(
      hba,
      `# petshop: trust local TCP for development (npm start)\nhost all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\n${current}`
    )
  }
}

function startPostgresClusters(): void {
  for (const version of readdirSync("/etc/postgresql")) {
    spawnSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "start"], { stdio: "ignore" })
    spawnSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "reload"], { stdio: "ignore" })
  }
}

export async function ensurePostgres(databaseUrl: string): Promise<string> {
  const url = new URL(databaseUrl)
  const port = Number(url.port || 5432)
  if (await canConnect(url.hostname, port)) return `running on ${url.hostname}:${port}`
  if (!LOCAL_HOSTS.has(url.hostname)) {
    throw new StepFailed(`cannot reach Postgres at ${url.hostname}:${port}`, "start that server or fix DATABASE_URL")
  }
  let action = "started"
  if (!has("pg_ctlcluster") || !existsSync("/etc/postgresql") || readdirSync("/etc/postgresql").length === 0) {
    aptInstall(["postgresql"], "PostgreSQL")
    trustLocalConnections()
    action = "installed and started"
  }
  startPostgresClusters()
  if (!(await waitFor(() => canConnect(url.hostname, port), 30_000))) {
    throw new StepFailed(
      `Postgres did not come up on port ${port}`,
      "look at /var/log/postgresql/ and start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start"
    )
  }
  return `${action} on ${url.hostname}:${port}`
}

/**
 * Empties one Redis database: a test shop starts as fresh in Redis as in Postgres, so the
 * hourly and daily counters of earlier runs (quotas, throttling) never spill into this one.
 */
export async function flushRedisDb(redisUrl: string): Promise<void> {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    await client.connect()
    await client.flushdb()
  } finally {
    client.disconnect()
  }
}

/**
 * Reachable, or started as BullMQ requires of the Redis holding the queues: an append-only
 * file (in `dataDir`), so a Redis restart keeps queued paintings, and noeviction, so a full
 * Redis refuses writes instead of dropping jobs.
 */
export async function ensureRedis(redisUrl: string, dataDir = join(readSettings().stateDir, "redis")): Promise<string> {
  const url = new URL(redisUrl)
  const port = Number(url.port || 6379)
  if (await canConnect(url.hostname, port)) return `running on ${url.hostname}:${port}`
  if (!LOCAL_HOSTS.has(url.hostname)) {
    throw new StepFailed(`cannot reach Redis at ${url.hostname}:${port}`, "start that server or fix REDIS_URL")
  }
  let action = "started"
  if (!has("redis-server")) {
    aptInstall(["redis-server"], "Redis")
    action = "installed and started"
  }
  mkdirSync(dataDir, { recursive: true })
  const args = [
    "--bind",
    "127.0.0.1",
    "--port",
    String(port),
    "--dir",
    dataDir,
    "--save",
    "",
    "--appendonly",
    "yes",
    "--maxmemory-policy",
    "noeviction",
  ]
  execFileSync("redis-server", ["--daemonize", "yes", ...args])
  if (!(await waitFor(() => canConnect(url.hostname, port), 15_000))) {
    throw new StepFailed(
      `Redis did not come up on port ${port}`,
      `start it with: redis-server --daemonize yes --port ${port} --dir ${dataDir} --appendonly yes --maxmemory-policy noeviction`
    )
  }
  return `${action} on ${url.hostname}:${port}`
}

/** Creates the database of a URL when it does not exist. Returns true when it was created. */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const url = new URL(databaseUrl)
  const name = decodeURIComponent(url.pathname.replace(/^\//, ""))
  if (!/^[A-Za-z0-9_]+$/.test(name)) {
    throw new StepFailed(`database name "${name}" is not a plain identifier`, "use letters, digits and _ in DATABASE_URL")
  }
  const admin = new URL(databaseUrl)
  admin.pathname = "/postgres"
  const client = new Client({ connectionString: admin.toString() })
  try {
    await client.connect()
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])
    if (rowCount) return false
    await client.query(`CREATE DATABASE "${name}"`)
    return true
  } catch (err) {
    throw new StepFailed(
      `could not create database ${name}: ${(err as Error).message}`,
      "check that the user in DATABASE_URL may create databases (local default: postgres with trust auth)"
    )
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Debian's Chromium for the browser tests and Lighthouse (never Playwright's own download: no internet). */
export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium"

export async function ensureChromium(): Promise<string> {
  if (existsSync(CHROMIUM_PATH)) return `found at ${CHROMIUM_PATH}`
  aptInstall(["chromium"], "Chromium")
  if (!existsSync(CHROMIUM_PATH))
    throw new StepFailed(`Chromium is not at ${CHROMIUM_PATH}`, "apt-get install -y chromium, or set CHROME_PATH")
  return `installed at ${CHROMIUM_PATH}`
}
