/**
 * The lock heartbeat against the real Redis: a job's lock outlives a blocked event loop,
 * and not a hung one or another worker's hold.
 */
import { Redis } from "ioredis"
import { afterAll, afterEach, expect, it } from "vitest"
import { LockHeartbeat } from "../lock-heartbeat"

const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379/15"
const redis = new Redis(REDIS_URL)
const key = (name: string) => `petshop:test:lock-heartbeat:${process.pid}:${name}`
let heartbeat: LockHeartbeat | undefined

afterEach(async () => {
  await heartbeat?.stop()
  heartbeat = undefined
})
afterAll(async () => {
  await redis.quit()
})

/** What photo analysis or a single-thread filter does to the worker's event loop. */
function blockEventLoop(ms: number) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    /* busy */
  }
}

async function lockFor(name: string, hungAfterMs = 10_000) {
  const lock = { lockKey: key(`${name}:lock`), stalledKey: key("stalled"), jobId: name, token: `token-${name}` }
  await redis.set(lock.lockKey, lock.token, "PX", 1_000)
  heartbeat = new LockHeartbeat({ redisUrl: REDIS_URL, lockDurationMs: 1_000, everyMs: 200, hungAfterMs })
  heartbeat.track(lock)
  // The thread has started and renewed once.
  await new Promise((r) => setTimeout(r, 500))
  return lock
}

it("keeps a job's lock while the event loop is blocked for longer than the lock lasts", async () => {
  const lock = await lockFor("busy")
  blockEventLoop(2_500)
  expect(await redis.get(lock.lockKey)).toBe(lock.token)
})

it("lets the lock of a hung event loop expire", async () => {
  const lock = await lockFor("hung", 800)
  blockEventLoop(2_500)
  expect(await redis.get(lock.lockKey)).toBeNull()
})

it("never renews a lock another worker holds now", async () => {
  const lock = await lockFor("taken")
  await redis.set(lock.lockKey, "another-worker", "PX", 400)
  await new Promise((r) => setTimeout(r, 1_200))
  expect(await redis.get(lock.lockKey)).toBeNull()
})
