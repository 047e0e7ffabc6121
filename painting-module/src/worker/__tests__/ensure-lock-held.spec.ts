/**
 * A job that lost its lock writes nothing, against the real Redis and a real PaintingWorker
 * (its lock duration and stalled check): what happens when a worker's event loop stalls past
 * its lock and BullMQ gives the job to another worker.
 */
import { Queue, type Job } from "bullmq"
import { Redis } from "ioredis"
import { afterAll, afterEach, beforeAll, expect, it } from "vitest"
import { ensureLockHeld } from "../jobs/ensure-lock-held"
import { LOCK_DURATION_MS, PaintingWorker } from "../painting-worker"

const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379/15"
const redis = new Redis(REDIS_URL)
const queue = new Queue("paint", { connection: redis.duplicate() })
const resultKey = `petshop:test:lock-guard:${process.pid}`
const lockKey = (job: Job) => `bull:paint:${job.id}:lock`

let worker: PaintingWorker | undefined
const lines: string[] = []

beforeAll(async () => {
  await queue.obliterate({ force: true })
  await redis.del(resultKey)
})
afterEach(async () => {
  await worker?.stop()
  worker = undefined
  lines.length = 0
  // A job the stalled check queued again is left for no other test's worker.
  await queue.obliterate({ force: true })
  await redis.del(resultKey)
})
afterAll(async () => {
  await queue.obliterate({ force: true })
  await queue.close()
  await redis.quit()
})

async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error(`timed out; worker said: ${lines.join(" | ")}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

function startWorker(paint: (job: Job) => Promise<unknown>) {
  worker = new PaintingWorker({ redisUrl: REDIS_URL, processors: { paint }, log: (line) => lines.push(line) })
  return worker.start()
}

it("does not write the result of a job whose lock another worker took; the job is written once, by its holder", async () => {
  const runs: string[] = []
  let lockTaken: () => void = () => undefined
  const taken = new Promise<void>((r) => (lockTaken = r))
  await startWorker(async (job) => {
    runs.push(job.token!)
    // The first run "stalls" until the test has handed its lock to another worker.
    if (runs.length === 1) await taken
    await ensureLockHeld(job, (line) => lines.push(line))
    await redis.rpush(resultKey, job.token!)
    return "painted"
  })
  const job = await queue.add("paint", { subjectId: "painting_1" }, { attempts: 3 })
  await waitFor(() => (runs.length === 1 ? true : undefined))

  // Another worker holds the lock now, for a little while (as BullMQ's stalled check would give it).
  await redis.set(lockKey(job), "another-worker", "PX", 1_500)
  lockTaken()

  await waitFor(async () => ((await queue.getJob(job.id!))?.finishedOn ? true : undefined), 15_000)
  const written = await redis.lrange(resultKey, 0, -1)
  expect(runs).toHaveLength(2)
  expect(written, "only the run that held the lock wrote").toEqual([runs[1]])
  expect(lines.filter((l) => l.includes("lost its lock"))).toEqual([
    `paint job ${job.id} lost its lock; another worker runs it, so this one stopped without writing`,
  ])
  const done = (await queue.getJob(job.id!))!
  expect(await done.getState()).toBe("completed")
  expect(done.returnvalue).toBe("painted")
  // Losing the lock is neither a failure nor an attempt: the job was run to the end once.
  expect(done.attemptsMade).toBe(1)
  expect(lines.filter((l) => l.includes("failed"))).toEqual([])
}, 30_000)

it("stops a render at its next progress check once its lock is gone", async () => {
  const steps: number[] = []
  await startWorker(async (job) => {
    for (let step = 1; step <= 40; step++) {
      // What every job's progress callback does before it stores a frame.
      await ensureLockHeld(job, (line) => lines.push(line))
      steps.push(step)
      await new Promise((r) => setTimeout(r, 50))
    }
    await redis.rpush(resultKey, job.token!)
  })
  const job = await queue.add("paint", { subjectId: "painting_2" }, { attempts: 1 })
  await waitFor(() => (steps.length >= 3 ? true : undefined))
  // The lock expired while the worker was busy (deleted here; the stalled check would requeue it).
  await redis.del(lockKey(job))
  const stoppedAt = steps.length
  await waitFor(() => (lines.some((l) => l.includes("lost its lock")) ? true : undefined))
  expect(steps.length - stoppedAt, "at most the step already under way").toBeLessThanOrEqual(1)
  expect(await redis.llen(resultKey)).toBe(0)
}, 30_000)

it("renews the lock it checks, so the write that follows has a full lock duration", async () => {
  let ttl = 0
  await startWorker(async (job) => {
    await new Promise((r) => setTimeout(r, 200))
    await ensureLockHeld(job)
    ttl = await redis.pttl(lockKey(job))
  })
  const job = await queue.add("paint", { subjectId: "painting_3" })
  await waitFor(async () => ((await queue.getJob(job.id!))?.finishedOn ? true : undefined))
  expect(ttl).toBeGreaterThan(LOCK_DURATION_MS - 100)
})

it("keeps its lock through an event loop blocked for longer than the lock, and writes its result once", async () => {
  await startWorker(async (job) => {
    // Seconds of work on the worker's own thread (photo analysis on a busy machine).
    const end = Date.now() + LOCK_DURATION_MS + 1_500
    while (Date.now() < end) {
      /* busy */
    }
    await ensureLockHeld(job, (line) => lines.push(line))
    await redis.rpush(resultKey, job.token!)
  })
  const job = await queue.add("paint", { subjectId: "painting_4" })
  await waitFor(async () => ((await queue.getJob(job.id!))?.finishedOn ? true : undefined), 15_000)
  expect(await redis.llen(resultKey)).toBe(1)
  expect(lines.filter((l) => /lost its|renew/.test(l))).toEqual([])
  const [started, stalled] = await redis.hmget(`bull:paint:${job.id}`, "ats", "stc")
  expect({ started, stalled }).toEqual({ started: "1", stalled: null })
}, 30_000)
