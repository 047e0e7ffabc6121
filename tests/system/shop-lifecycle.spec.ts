/**
 * README command 1 as a newcomer meets it: `npm start` brings up the backend, a painting
 * worker and the storefront with the seeded catalogue, a second `npm start` reuses all of
 * it, a process that dies is restarted by its supervisor, and `npm stop` stops exactly what
 * was started. The shop runs on its own ports, database, Redis database and state folder,
 * beside any shop a developer has running.
 */
import { spawnSync } from "node:child_process"
import { request } from "node:http"
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs"
import { hostname, tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { Redis } from "ioredis"
import { Client } from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

const ROOT = resolve(__dirname, "..", "..")
const DB_NAME = "petshop_system_test"
const stateDir = mkdtempSync(join(tmpdir(), "petshop-system-"))
const env = {
  ...process.env,
  SHOP_STATE_DIR: stateDir,
  BACKEND_PORT: "9130",
  STOREFRONT_PORT: "8130",
  REALTIME_PORT: "9131",
  DATABASE_URL: `postgres://postgres@localhost:5432/${DB_NAME}`,
  REDIS_URL: "redis://127.0.0.1:6379/13",
  BACKEND_PROCESSES: "2",
}
const backend = "http://localhost:9130"
const storefront = "http://localhost:8130"

function shop(command: "start" | "stop") {
  const started = Date.now()
  const run = spawnSync(process.execPath, [join(ROOT, "scripts", "bootstrap.mjs"), command], {
    cwd: ROOT,
    env,
    encoding: "utf8",
    timeout: 15 * 60_000,
  })
  return { status: run.status, output: `${run.stdout}\n${run.stderr}`, seconds: (Date.now() - started) / 1000 }
}

async function sql(statement: string) {
  const client = new Client({ connectionString: "postgres://postgres@localhost:5432/postgres" })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

const recorded = (suffix: string): Record<string, number> =>
  Object.fromEntries(
    readdirSync(join(stateDir, "pids"))
      .filter((f) => f.endsWith(suffix) && !f.slice(0, -suffix.length).includes("."))
      .map((f) => [f.slice(0, -suffix.length), JSON.parse(readFileSync(join(stateDir, "pids", f), "utf8")).pid])
  )
/** The supervisors npm start recorded, by service. */
const pids = () => recorded(".json")
/** The processes those supervisors run now (a restart changes them). */
const children = () => recorded(".child.json")
const running = (pid: number) => existsSync(`/proc/${pid}`) && !/\) [ZX] /.test(readFileSync(`/proc/${pid}/stat`, "utf8"))
const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers, signal: AbortSignal.timeout(15_000) })

let firstStart: ReturnType<typeof shop>
let publishableKey = ""

beforeAll(async () => {
  await sql(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`)
  firstStart = shop("start")
  publishableKey = /x-publishable-api-key: (pk_[0-9a-f]+)/.exec(firstStart.output)?.[1] ?? ""
})

afterAll(async () => {
  shop("stop")
  await sql(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`)
})

describe("npm start on a machine with an empty database", () => {
  it("succeeds and prints the storefront URL, the admin URL and the demo logins", () => {
    expect(firstStart.status, firstStart.output).toBe(0)
    expect(firstStart.output).toContain(`Storefront       ${storefront}`)
    expect(firstStart.output).toContain(`Medusa admin     ${backend}/app`)
    expect(firstStart.output).toMatch(/Medusa admin\s+admin@petportraits\.test\s+\S+/)
    expect(firstStart.output).toMatch(/Shopper\s+shopper@petportraits\.test\s+\S+/)
    // The local demo asks for test payment and the demo logins explicitly, and says so.
    expect(firstStart.output).toContain("test payment ON (no card is charged) — ALLOW_TEST_PAYMENT=true")
    expect(firstStart.output).toMatch(/demo logins seeded: \d+, listed below — SEED_DEMO_ACCOUNTS=true/)
    expect(firstStart.output).toMatch(/created petshop_system_test/)
    expect(firstStart.output).toMatch(/\[\d+\/\d+\] Seed the catalogue and demo accounts — \d+ records created/)
  })

  it("serves the storefront with the seeded catalogue and prices", async () => {
    const res = await get(storefront)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain("<title>Custom Pet Portraits</title>")
    expect(html.match(/data-testid="catalogue-product"/g)?.length).toBe(18)
    expect(html).toContain("Canvas 16×24 in")
    expect(html).toMatch(/from (<!-- -->)?\$54\.95/)
  })

  it("serves the store API and the Medusa admin", async () => {
    expect(await (await get(`${backend}/health`)).text()).toBe("OK")
    expect((await get(`${backend}/app`)).status).toBe(200)
    const products = (await (
      await get(`${backend}/store/products?limit=100&fields=handle`, { "x-publishable-api-key": publishableKey })
    ).json()) as { count: number }
    expect(products.count).toBe(18)
  })

  it("runs a painting worker that has announced itself in Redis", async () => {
    const redis = new Redis(env.REDIS_URL)
    try {
      expect(await redis.exists(`petshop:worker:${hostname()}-${children().worker}`)).toBe(1)
    } finally {
      redis.disconnect()
    }
  })
})

describe("a second npm start", () => {
  it("reuses the build, the database and the running processes", () => {
    const before = pids()
    const again = shop("start")
    expect(again.status, again.output).toBe(0)
    for (const part of [
      "Compile the painting module",
      "Build the admin extensions plugin",
      "Build the Medusa backend",
      "Build the storefront",
    ]) {
      expect(again.output).toMatch(new RegExp(`${part}[^\\n]*— reused, nothing changed`))
    }
    expect(again.output).toMatch(/Run database migrations — reused/)
    expect(again.output).toMatch(/Seed the catalogue and demo accounts — reused/)
    expect(again.output).toMatch(/Start the Medusa backend — already running/)
    expect(again.output).toMatch(/Start a painting worker — already running/)
    expect(again.output).toMatch(/Start the storefront — already running/)
    expect(pids()).toEqual(before)
  })
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * One request on a connection of its own (no keep-alive): Node's cluster hands each new
 * connection to the next backend process, so consecutive calls reach different processes.
 */
function onNewConnection(path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body)
  return new Promise<{ status: number; json: Record<string, unknown> }>((resolvePromise, reject) => {
    const req = request(
      `${backend}${path}`,
      {
        method: init.method ?? "GET",
        agent: false,
        timeout: 15_000,
        headers: { ...(body ? { "content-type": "application/json" } : {}), ...init.headers },
      },
      (res) => {
        let text = ""
        res.setEncoding("utf8")
        res.on("data", (chunk: string) => (text += chunk))
        res.on("end", () =>
          resolvePromise({ status: res.statusCode ?? 0, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} })
        )
      }
    )
    req.on("timeout", () => req.destroy(new Error(`${path}: no answer within 15 s`)))
    req.on("error", reject)
    req.end(body)
  })
}

describe("the backend with BACKEND_PROCESSES=2", () => {
  it("answers from two processes that share logins and rate limits", async () => {
    // Both processes answer (the second may still be starting when npm start says ready).
    const pidsSeen = new Set<number>()
    const until = Date.now() + 60_000
    while (pidsSeen.size < 2 && Date.now() < until) {
      const health = await onNewConnection("/health/dependencies")
      pidsSeen.add((health.json.process as { pid: number }).pid)
      if (pidsSeen.size < 2) await sleep(100)
    }
    expect(pidsSeen.size).toBe(2)
    expect([...pidsSeen]).not.toContain(children().backend)

    // A token issued by one process is known to every process.
    const password = /Shopper\s+shopper@petportraits\.test\s+(\S+)/.exec(firstStart.output)?.[1]
    const login = await onNewConnection("/api/account/login", { method: "POST", body: { email: "shopper@petportraits.test", password } })
    expect(login.status, JSON.stringify(login.json)).toBe(200)
    for (let i = 0; i < 4; i++) {
      const me = await onNewConnection("/api/account", { headers: { authorization: `Token ${String(login.json.token)}` } })
      expect(me.status).toBe(200)
      expect(me.json).toMatchObject({ id: login.json.id, email: "shopper@petportraits.test" })
    }

    // Ten failed logins for one e-mail lock it, counted across the processes they reached.
    const email = `nobody-${Date.now()}@petportraits.test`
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push((await onNewConnection("/api/account/login", { method: "POST", body: { email, password: "wrong-password-1" } })).status)
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429])
  })
})

describe("one backend process of two that dies", () => {
  it("is replaced by the cluster while the other keeps serving", async () => {
    const seen = async (count: number) => {
      const pids = new Set<number>()
      for (let i = 0; i < count; i++) {
        const health = await onNewConnection("/health/dependencies").catch(() => undefined)
        if (health?.status === 200) pids.add((health.json.process as { pid: number }).pid)
      }
      return pids
    }
    const [victim] = [...(await seen(6))]
    process.kill(victim, "SIGKILL")
    const killedAt = Date.now()
    // A connection handed to the victim in the instant it dies is lost with it; once the
    // cluster has seen the death, the survivor answers every call while the replacement starts.
    await sleep(1_000)
    for (let i = 0; i < 4; i++) expect((await onNewConnection("/api/styles")).status).toBe(200)
    let now = new Set<number>()
    while (Date.now() - killedAt < 120_000) {
      now = await seen(6)
      if (now.size === 2 && !now.has(victim)) break
      await sleep(500)
    }
    expect(now.has(victim)).toBe(false)
    expect(now.size, "two processes answer again").toBe(2)
    console.log(`a backend process was replaced ${Date.now() - killedAt} ms after it was killed`)
  })
})

/** Kills what the supervisor of `name` runs and answers how soon a new process replaced it. */
async function killAndTimeRestart(name: string) {
  const dead = children()[name]
  process.kill(dead, "SIGKILL")
  const killedAt = Date.now()
  while (Date.now() - killedAt < 10_000) {
    const now = children()[name]
    if (now && now !== dead && running(now)) return { dead, now, ms: Date.now() - killedAt }
    await sleep(50)
  }
  throw new Error(`${name} was not restarted within 10 s`)
}

describe("Medusa's worker beside the servers", () => {
  it("runs events, jobs and orders from payments in worker mode, while the servers answer requests", async () => {
    const worker = children()["backend-worker"]
    expect(running(worker)).toBe(true)
    expect(readFileSync(`/proc/${worker}/environ`, "utf8").split("\0")).toContain("MEDUSA_WORKER_MODE=worker")
    // Its port serves only Medusa's own health answer: no shop route is loaded there.
    expect(await (await get("http://localhost:9133/health")).text()).toBe("OK")
    expect((await get("http://localhost:9133/api/styles")).status).toBe(404)
    expect((await get(`${backend}/api/styles`)).status).toBe(200)
  })
})

describe("a process of npm start that dies", () => {
  it("is a painting worker restarted within 2 s, with the restart in its log", async () => {
    const { dead, now, ms } = await killAndTimeRestart("worker")
    expect(ms).toBeLessThan(2_000)
    const log = readFileSync(join(stateDir, "logs", "worker.log"), "utf8")
    expect(log).toContain(`worker (pid ${dead}) was killed (SIGKILL); restarting it`)
    expect(log).toContain(`worker restarted as pid ${now}`)
    const redis = new Redis(env.REDIS_URL)
    try {
      const until = Date.now() + 60_000
      while (!(await redis.exists(`petshop:worker:${hostname()}-${now}`)) && Date.now() < until) await sleep(250)
      expect(await redis.exists(`petshop:worker:${hostname()}-${now}`)).toBe(1)
      // The dead one could not say goodbye; its announcement expires (15 s) and it leaves the list.
      while ((await redis.exists(`petshop:worker:${hostname()}-${dead}`)) && Date.now() < until) await sleep(250)
      expect(await redis.exists(`petshop:worker:${hostname()}-${dead}`)).toBe(0)
    } finally {
      redis.disconnect()
    }
  })

  it("is a backend restarted within 2 s, serving again with every dependency up", async () => {
    const { ms } = await killAndTimeRestart("backend")
    expect(ms).toBeLessThan(2_000)
    const until = Date.now() + 180_000
    let res: Response | undefined
    while (Date.now() < until) {
      res = await get(`${backend}/health/dependencies`).catch(() => undefined)
      if (res?.status === 200) break
      await sleep(500)
    }
    expect(res?.status).toBe(200)
    expect(await res!.json()).toMatchObject({ status: "ok", down: [] })
  })
})

describe("npm stop", () => {
  it("stops exactly the processes npm start started, and nothing starts them again", async () => {
    const started = pids()
    const supervised = children()
    expect(Object.keys(started).sort()).toEqual(["backend", "backend-worker", "storefront", "worker"])
    expect(Object.keys(supervised).sort()).toEqual(["backend", "backend-worker", "storefront", "worker"])
    const stop = shop("stop")
    expect(stop.status, stop.output).toBe(0)
    await sleep(3_000)
    for (const pid of [...Object.values(started), ...Object.values(supervised)]) expect(running(pid)).toBe(false)
    expect(readdirSync(join(stateDir, "pids"))).toEqual([])
    await expect(get(`${backend}/health`)).rejects.toThrow()
    await expect(get(storefront)).rejects.toThrow()
    const redis = new Redis(env.REDIS_URL)
    try {
      expect(await redis.keys("petshop:worker:*")).toEqual([])
    } finally {
      redis.disconnect()
    }
  })
})
