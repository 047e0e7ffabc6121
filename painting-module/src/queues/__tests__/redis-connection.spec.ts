/**
 * A Redis outage as an operator sees it in the logs: one line when it starts, one when it
 * ends, whatever the number of clients and queue consumers waiting on it. Runs a private
 * redis-server on a free port and kills it (never the machine's shared Redis).
 */
import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Queue } from "bullmq"
import { Redis } from "ioredis"
import { afterEach, describe, expect, it } from "vitest"
import { PaintingWorker } from "../../worker/painting-worker"
import { createRedisConnection, quietQueueErrors } from "../redis-connection"
import { queueRedisProblems } from "../redis-requirements"

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()))
  const { port } = server.address() as { port: number }
  await new Promise((r) => server.close(r))
  return port
}

const running: ChildProcess[] = []
const dirs: string[] = []

async function startRedis(port: number, args: string[] = ["--save", "", "--appendonly", "no"]): Promise<ChildProcess> {
  const dir = mkdtempSync(join(tmpdir(), "petshop-redis-"))
  dirs.push(dir)
  const server = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, ...args], { stdio: "ignore" })
  running.push(server)
  const probe = new Redis(port, "127.0.0.1", { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  probe.on("error", () => undefined)
  for (let i = 0; i < 100; i++) {
    try {
      await probe.connect()
      await probe.ping()
      probe.disconnect()
      return server
    } catch {
      probe.disconnect()
      await sleep(50)
    }
  }
  throw new Error(`redis-server on port ${port} did not start`)
}

async function kill(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode) return
  const gone = new Promise((r) => server.once("exit", r))
  server.kill("SIGKILL")
  await gone
}

afterEach(async () => {
  await Promise.all(running.splice(0).map(kill))
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe("a Redis outage in the logs", () => {
  it("is one line when it starts and one when it ends, for a worker, its queues and a producer", async () => {
    const port = await freePort()
    const url = `redis://127.0.0.1:${port}`
    const redis = await startRedis(port)
    const lines: string[] = []
    const log = (line: string) => lines.push(line)
    const worker = new PaintingWorker({ redisUrl: url, processors: { photo: async () => undefined, paint: async () => undefined }, log })
    await worker.start()
    const queue = new Queue("paint", { connection: createRedisConnection(url, "paint queue", {}, log) })
    quietQueueErrors(queue, "paint queue", log)
    await queue.getJobCounts()
    lines.length = 0

    await kill(redis)
    // Long enough for every client to fail many reconnects and every consumer many polls.
    await sleep(4_000)
    expect(lines.filter((l) => /unreachable/.test(l))).toHaveLength(1)
    expect(lines[0]).toMatch(new RegExp(`\\[redis\\] 127.0.0.1:${port} is unreachable`))

    await startRedis(port)
    const until = Date.now() + 10_000
    while (!lines.some((l) => /is back after/.test(l)) && Date.now() < until) await sleep(100)
    await sleep(1_000)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(new RegExp(`\\[redis\\] 127.0.0.1:${port} is back after \\d+\\.\\d s`))
    // And the queue works again.
    await queue.add("paint", { taskId: "t", subjectId: "s" })
    expect(await queue.count()).toBeGreaterThanOrEqual(0)

    await queue.close()
    await worker.stop()
  }, 30_000)
})

describe("queueRedisProblems", () => {
  it("names what is missing in a Redis run without persistence or noeviction", async () => {
    const port = await freePort()
    await startRedis(port, ["--save", "", "--appendonly", "no", "--maxmemory-policy", "allkeys-lru"])
    const redis = new Redis(port, "127.0.0.1")
    try {
      const problems = await queueRedisProblems(redis)
      expect(problems).toHaveLength(2)
      expect(problems[0]).toMatch(/appendonly is off/)
      expect(problems[1]).toMatch(/maxmemory-policy is allkeys-lru/)
    } finally {
      redis.disconnect()
    }
  })

  it("is content with a Redis run as BullMQ requires (as docker-compose.yml runs it)", async () => {
    const port = await freePort()
    await startRedis(port, ["--appendonly", "yes", "--maxmemory-policy", "noeviction"])
    const redis = new Redis(port, "127.0.0.1")
    try {
      expect(await queueRedisProblems(redis)).toEqual([])
    } finally {
      redis.disconnect()
    }
  })
})
