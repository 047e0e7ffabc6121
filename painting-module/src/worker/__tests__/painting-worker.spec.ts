/**
 * The worker process against the real Redis (database 15, so a running shop is not disturbed).
 */
import { spawn } from "node:child_process"
import { hostname } from "node:os"
import { join } from "node:path"
import { Queue } from "bullmq"
import { Redis } from "ioredis"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { heartbeatKey, listLiveWorkers } from "../heartbeat"
import { PaintingWorker } from "../painting-worker"

const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379/15"
const redis = new Redis(REDIS_URL)

beforeAll(async () => {
  await redis.flushdb()
})
afterAll(async () => {
  await redis.quit()
})

const waitFor = async (check: () => Promise<boolean>, ms = 10_000) => {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 100))
  }
  return false
}

describe("PaintingWorker", () => {
  it("announces itself with its queues and consumes their jobs", async () => {
    const seen: string[] = []
    const worker = new PaintingWorker({
      redisUrl: REDIS_URL,
      processors: { photo: async (job) => void seen.push(job.data.photoId) },
      log: () => undefined,
    })
    await worker.start()
    const live = await listLiveWorkers(redis)
    expect(live.find((w) => w.id === worker.id)).toMatchObject({ pid: process.pid, queues: ["photo"] })

    const queue = new Queue("photo", { connection: redis.duplicate() })
    await queue.add("analyse", { photoId: "photo_1" })
    expect(await waitFor(async () => seen.includes("photo_1"))).toBe(true)
    await queue.close()

    await worker.stop()
    expect(await redis.exists(heartbeatKey(worker.id))).toBe(0)
  })
})

describe("npm run worker", () => {
  it("starts a process that announces itself and leaves cleanly on SIGTERM", async () => {
    const entry = join(__dirname, "..", "..", "..", "dist", "worker", "start-worker.js")
    const child = spawn(process.execPath, [entry], { env: { ...process.env, REDIS_URL }, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stdout.on("data", (d) => (output += d))
    child.stderr.on("data", (d) => (output += d))
    const key = heartbeatKey(`${hostname()}-${child.pid}`)
    expect(await waitFor(async () => (await redis.exists(key)) === 1), `worker output: ${output}`).toBe(true)

    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)))
    child.kill("SIGTERM")
    expect(await exited).toBe(0)
    expect(await redis.exists(key)).toBe(0)
    expect(output).toMatch(/ready as .*SIGTERM received/s)
  })

  it("says what to check when Redis cannot be reached", async () => {
    const entry = join(__dirname, "..", "..", "..", "dist", "worker", "start-worker.js")
    const child = spawn(process.execPath, [entry], {
      env: { ...process.env, REDIS_URL: "redis://127.0.0.1:1" },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let output = ""
    child.stderr.on("data", (d) => (output += d))
    const code = await new Promise<number | null>((resolve) => child.on("exit", (c) => resolve(c)))
    expect(code).toBe(1)
    expect(output).toMatch(/could not start[\s\S]*Check REDIS_URL/)
  }, 30_000)
})
