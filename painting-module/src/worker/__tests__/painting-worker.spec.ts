/**
 * The worker process against the real Redis (database 15, so a running shop is not disturbed).
 */
import { Queue } from "bullmq"
import { Redis } from "ioredis"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { heartbeatKey, listLiveWorkers } from "../heartbeat"
import { PaintingWorker } from "../painting-worker"

const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379/15"
const redis = new Redis(REDIS_URL)

beforeAll(async () => {
  // Only this file's queue: the other specs here share the database and run beside it.
  const photo = new Queue("photo", { connection: redis.duplicate() })
  await photo.obliterate({ force: true })
  await photo.close()
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

/** This process's open connections to Redis. */
const redisSockets = () =>
  (process as unknown as { _getActiveHandles(): { remotePort?: number; destroyed?: boolean }[] })
    ._getActiveHandles()
    .filter((h) => h.remotePort === Number(new URL(REDIS_URL).port || 6379) && !h.destroyed).length

describe("PaintingWorker", () => {
  it("announces itself with its queues and consumes their jobs, and leaves no connection open when stopped", async () => {
    const before = redisSockets()
    const seen: string[] = []
    const worker = new PaintingWorker({
      redisUrl: REDIS_URL,
      processors: { photo: async (job) => void seen.push(job.data.photoId) },
      log: () => undefined,
    })
    await worker.start()
    const live = await listLiveWorkers(redis)
    expect(live.find((w) => w.id === worker.id)).toMatchObject({ pid: process.pid, queues: ["photo"] })

    const connection = redis.duplicate()
    const queue = new Queue("photo", { connection })
    await queue.add("analyse", { photoId: "photo_1" })
    expect(await waitFor(async () => seen.includes("photo_1"))).toBe(true)
    await queue.close()
    await connection.quit()

    await worker.stop()
    expect(await redis.exists(heartbeatKey(worker.id))).toBe(0)
    // A connection left open keeps a stopped worker's process from exiting.
    expect(await waitFor(async () => redisSockets() <= before, 3_000)).toBe(true)
  })
})

describe("PaintingWorker start", () => {
  it("says what is wrong when Redis does not answer, instead of waiting forever", async () => {
    const worker = new PaintingWorker({ redisUrl: "redis://127.0.0.1:1", processors: {}, log: () => undefined })
    await expect(worker.start()).rejects.toThrow(/Redis did not answer within 5 s/)
  }, 15_000)
})
