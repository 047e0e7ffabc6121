/**
 * The heartbeat for long renders: the locks of the jobs a worker runs, renewed from a thread
 * of their own. BullMQ renews them on the worker's event loop, and that loop is not always
 * free: photo analysis (TensorFlow on WebAssembly), segmentation and single-thread filters run
 * on it, and on a loaded machine (measured: 1.5 to 3 s blocks with two workers on two busy
 * cores) a 3 s lock expired under a live job, which another worker then ran again. A dead
 * process takes this thread with it, so a killed worker's jobs are still free within the
 * lock duration; a loop blocked for longer than `hungAfterMs` is taken for hung, and its jobs
 * are let go the same way.
 */
import { Worker as Thread } from "node:worker_threads"

export type LockHeartbeatOptions = {
  redisUrl: string
  lockDurationMs: number
  /** How often the thread renews: well within the lock duration. */
  everyMs: number
  /** A loop silent this long is hung, not busy: its locks are no longer renewed. */
  hungAfterMs: number
}

export type TrackedLock = { lockKey: string; stalledKey: string; jobId: string; token: string }

// Plain JavaScript, run with `eval`, so it is the same under ts (tests) and from dist.
const THREAD = `
const { parentPort, workerData } = require("node:worker_threads")
const { Redis } = require(workerData.ioredis)
const { redisUrl, lockDurationMs, everyMs, hungAfterMs } = workerData
const alive = new BigInt64Array(workerData.alive)
const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableAutoPipelining: true })
// An outage is reported by the worker's own clients; here a failed renewal is simply retried.
redis.on("error", () => undefined)
// BullMQ's extendLock command: renew only while the lock holds this run's token.
redis.defineCommand("extendJobLock", {
  numberOfKeys: 2,
  lua: "if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) redis.call('SREM', KEYS[2], ARGV[3]) return 1 end return 0",
})
const locks = new Map()
const timer = setInterval(async () => {
  if (Date.now() - Number(Atomics.load(alive, 0)) > hungAfterMs) return
  await Promise.all(
    [...locks.values()].map(async (lock) => {
      try {
        const held = await redis.extendJobLock(lock.lockKey, lock.stalledKey, lock.token, lockDurationMs, lock.jobId)
        if (held !== 1 && locks.get(lock.lockKey) === lock) locks.delete(lock.lockKey)
      } catch {}
    })
  )
}, everyMs)
parentPort.on("message", (message) => {
  if (message.type === "track") locks.set(message.lock.lockKey, message.lock)
  else if (message.type === "untrack") locks.delete(message.lockKey)
  else if (message.type === "stop") {
    clearInterval(timer)
    redis.quit().catch(() => undefined).finally(() => parentPort.close())
  }
})
`

export class LockHeartbeat {
  private readonly alive = new BigInt64Array(new SharedArrayBuffer(8))
  private readonly thread: Thread
  private readonly ticker: NodeJS.Timeout

  constructor(options: LockHeartbeatOptions) {
    this.beat()
    this.thread = new Thread(THREAD, {
      eval: true,
      workerData: { ...options, ioredis: require.resolve("ioredis"), alive: this.alive.buffer },
    })
    this.thread.unref()
    // The loop says it is alive; the thread renews only while it does.
    this.ticker = setInterval(() => this.beat(), Math.min(250, options.everyMs / 2))
    this.ticker.unref()
  }

  private beat() {
    Atomics.store(this.alive, 0, BigInt(Date.now()))
  }

  track(lock: TrackedLock): void {
    this.thread.postMessage({ type: "track", lock })
  }

  untrack(lockKey: string): void {
    this.thread.postMessage({ type: "untrack", lockKey })
  }

  async stop(): Promise<void> {
    clearInterval(this.ticker)
    const exited = new Promise<void>((resolve) => this.thread.once("exit", () => resolve()))
    this.thread.postMessage({ type: "stop" })
    const timer = setTimeout(() => void this.thread.terminate(), 2_000)
    await exited
    clearTimeout(timer)
  }
}
