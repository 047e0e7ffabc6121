/**
 * GET /health/dependencies and a Redis outage as an operator meets them: the route names
 * what is down (503) and says all is well again (200) once it is back, and the backend's
 * log gets one line when Redis goes away and one when it returns, however many clients
 * (Medusa's modules, the queues, rate limits, live events) retry meanwhile. The backend runs
 * on a private redis-server on a free port, which the test kills and starts again.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Redis } from "ioredis"
import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()))
  const { port } = server.address() as { port: number }
  await new Promise((r) => server.close(r))
  return port
}

let port = 0
const dataDir = mkdtempSync(join(tmpdir(), "petshop-redis-"))

async function startRedis(): Promise<ChildProcess> {
  const server = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--dir", dataDir, "--save", ""], { stdio: "ignore" })
  const probe = new Redis(port, "127.0.0.1", { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  probe.on("error", () => undefined)
  for (let i = 0; i < 100; i++) {
    try {
      await probe.connect()
      await probe.ping()
      return server
    } catch {
      await sleep(50)
    } finally {
      probe.disconnect()
    }
  }
  throw new Error(`redis-server on port ${port} did not start`)
}

async function stopRedis(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode) return
  const gone = new Promise((r) => server.once("exit", r))
  server.kill("SIGKILL")
  await gone
}

let redisServer: ChildProcess
// Registered before the runner's own hooks, so the backend boots on this Redis: medusa-config
// builds the module list from REDIS_URL when the runner loads it.
beforeAll(async () => {
  port = await freePort()
  redisServer = await startRedis()
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`
})
afterAll(async () => stopRedis(redisServer))

shopIntegrationTestRunner({
  testSuite: ({ api }) => {
    const health = () => api.get("/health/dependencies", { validateStatus: () => true })

    it("answers 200 naming every dependency up while all of them answer", async () => {
      const res = await health()
      expect(res.status, JSON.stringify(res.data)).toBe(200)
      expect(res.data).toMatchObject({
        status: "ok",
        down: [],
        dependencies: { postgres: { status: "up" }, redis: { status: "up" }, queues: { status: "up" } },
      })
    })

    it("names Redis and the queues while Redis is down, with one log line for the outage and one for its end", async () => {
      // Everything the backend prints meanwhile, however it prints it (console, Medusa's logger, BullMQ).
      const output: string[] = []
      const spies = [
        ...(["log", "info", "warn", "error"] as const).map((level) =>
          vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void output.push(args.map(String).join(" ")))
        ),
        ...[process.stdout, process.stderr].map((stream) =>
          vi.spyOn(stream, "write").mockImplementation((chunk: string | Uint8Array) => output.push(String(chunk)) > 0)
        ),
      ]
      const aboutRedis = () =>
        output.filter((l) => /ECONNREFUSED|Unhandled error event|\[redis\]|Redis cache connection (error|closed)/.test(l))
      try {
        await stopRedis(redisServer)
        // Long enough for every client to fail many reconnects.
        await sleep(4_000)
        const down = await health()
        expect(down.status).toBe(503)
        expect(down.data.down).toEqual(["redis", "queues"])
        expect(down.data.dependencies.postgres.status).toBe("up")
        expect(down.data.dependencies.redis).toMatchObject({ status: "down" })
        expect(aboutRedis(), aboutRedis().slice(0, 5).join("\n")).toHaveLength(1)
        expect(aboutRedis()[0]).toMatch(new RegExp(`\\[redis\\] 127\\.0\\.0\\.1:${port} is unreachable`))

        redisServer = await startRedis()
        const until = Date.now() + 15_000
        let back = await health()
        while (back.status !== 200 && Date.now() < until) {
          await sleep(250)
          back = await health()
        }
        expect(back.status, JSON.stringify(back.data)).toBe(200)
        await sleep(1_000)
        expect(aboutRedis(), aboutRedis().slice(0, 5).join("\n")).toHaveLength(2)
        expect(aboutRedis()[1]).toMatch(new RegExp(`\\[redis\\] 127\\.0\\.0\\.1:${port} is back after \\d+\\.\\d s`))
      } finally {
        for (const spy of spies) spy.mockRestore()
      }
    })
  },
})
