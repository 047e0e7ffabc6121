/**
 * One painting worker process: BullMQ consumers for the `photo`, `paint` and `production`
 * queues (or the ones it is given processors for) plus a heartbeat. Each queue has a consumer
 * and a concurrency of its own, so a print render never holds the slot a preview waits for. Stopping it lets running jobs finish (BullMQ's graceful close), so a
 * deploy never cuts a painting in half; a killed worker's jobs are picked up again by
 * BullMQ's stalled-job check in another worker.
 */
import { monitorEventLoopDelay, type IntervalHistogram } from "node:perf_hooks"
import { Worker, type Processor } from "bullmq"
import type { Redis } from "ioredis"
import { createRedisConnection, DEFAULT_REDIS_URL, quietQueueErrors, QUEUE_NAMES, watchRedis, type QueueName } from "../queues"
import { WorkerHeartbeat } from "./heartbeat"
import { LockHeartbeat } from "./lock-heartbeat"

export const STARTUP_TIMEOUT_MS = 5_000

/**
 * A painting whose worker died must finish within 10 s of the death (issue 20): the lock
 * of a dead worker expires within LOCK_DURATION_MS, a live worker's stalled check (every
 * STALLED_INTERVAL_MS, and once at its start) puts the job back, and the next worker paints
 * it. A live worker renews its locks however long a render takes, every LOCK_RENEW_MS from
 * a thread of its own (lock-heartbeat.ts), since this event loop is at times busy for
 * seconds; BullMQ's own renewal on the loop stays. A loop silent for HUNG_LOOP_MS is taken
 * for hung and its jobs are let go. Twice stalled means failed, so a painting that kills its
 * worker cannot loop. A job writes only while it holds its lock (jobs/ensure-lock-held.ts).
 */
export const LOCK_DURATION_MS = 3_000
export const STALLED_INTERVAL_MS = 1_000
export const MAX_STALLED_COUNT = 2
export const LOCK_RENEW_MS = 1_000
export const HUNG_LOOP_MS = 30_000

export type PaintingWorkerOptions = {
  redisUrl?: string
  /** Jobs run at once per queue; production defaults to 1 whatever the others run. */
  concurrency?: number | Partial<Record<QueueName, number>>
  /** BullMQ's key prefix (default "bull"): tests and benchmarks keep their queues apart with one of their own. */
  prefix?: string
  /** The job handlers per queue. A queue without a handler is not consumed by this process. */
  processors: Partial<Record<QueueName, Processor>>
  log?: (message: string) => void
}

export class PaintingWorker {
  private readonly connection: Redis
  private readonly consumerConnections: Redis[] = []
  private readonly workers: Worker[] = []
  private readonly heartbeat: WorkerHeartbeat
  private locks?: LockHeartbeat
  private readonly log: (message: string) => void
  private readonly loopDelay: IntervalHistogram = monitorEventLoopDelay({ resolution: 20 })
  private loopWatch?: NodeJS.Timeout
  readonly queues: QueueName[]

  constructor(private readonly options: PaintingWorkerOptions) {
    this.log = options.log ?? ((m) => console.log(`[worker] ${m}`))
    // One line when Redis goes away and one when it is back (redis-connection.ts).
    this.connection = createRedisConnection(options.redisUrl ?? DEFAULT_REDIS_URL, "painting worker", {}, this.log)
    this.queues = QUEUE_NAMES.filter((name) => options.processors[name])
    this.heartbeat = new WorkerHeartbeat(this.connection, this.queues)
  }

  get id(): string {
    return this.heartbeat.id
  }

  async start(): Promise<void> {
    // Once running, a worker waits out Redis restarts; at start, a Redis that does not
    // answer is a setup mistake to report, not to wait on forever.
    await this.answerWithin(this.connection.ping(), STARTUP_TIMEOUT_MS, `Redis did not answer within ${STARTUP_TIMEOUT_MS / 1000} s`)
    const locks = new LockHeartbeat({
      redisUrl: this.options.redisUrl ?? DEFAULT_REDIS_URL,
      lockDurationMs: LOCK_DURATION_MS,
      everyMs: LOCK_RENEW_MS,
      hungAfterMs: HUNG_LOOP_MS,
    })
    this.locks = locks
    for (const name of this.queues) {
      const processor = this.options.processors[name]!
      const worker: Worker = new Worker(
        name,
        async (job, token) => {
          const lock = { lockKey: `${worker.toKey(job.id!)}:lock`, stalledKey: worker.keys.stalled, jobId: job.id!, token: token! }
          locks.track(lock)
          try {
            return await processor(job, token)
          } finally {
            locks.untrack(lock.lockKey)
          }
        },
        {
          connection: this.consumerConnection(name),
          concurrency: this.concurrencyOf(name),
          ...(this.options.prefix ? { prefix: this.options.prefix } : {}),
          lockDuration: LOCK_DURATION_MS,
          stalledInterval: STALLED_INTERVAL_MS,
          maxStalledCount: MAX_STALLED_COUNT,
        }
      )
      worker.on("failed", (job, err) => this.log(`${name} job ${job?.id} failed: ${err.message}`))
      worker.on("stalled", (jobId) => this.log(`${name} job ${jobId} lost its worker; queued again`))
      worker.on("lockRenewalFailed", (ids) =>
        this.log(`${name} could not renew the lock of ${ids.join(", ")}; another worker may run it too`)
      )
      quietQueueErrors(worker, `${name} queue consumer`, this.log)
      this.workers.push(worker)
    }
    await this.heartbeat.start()
    this.watchEventLoop()
    const consuming = this.queues.map((name) => `${name} (${this.concurrencyOf(name)} at a time)`)
    this.log(`ready as ${this.id}; consuming ${consuming.length ? consuming.join(", ") : "no queues yet"}`)
  }

  /** A single number is the photo and paint queues' concurrency; print renders run one at a time unless told. */
  concurrencyOf(name: QueueName): number {
    const given = this.options.concurrency
    if (typeof given === "object") return given[name] ?? 1
    return name === "production" ? 1 : (given ?? 1)
  }

  /**
   * The lock heartbeat's thread keeps job locks while this loop is busy, but a loop blocked for
   * seconds still delays progress, live events and BullMQ's own calls, and one silent for
   * HUNG_LOOP_MS loses its jobs. Say so when it happens, so it is found.
   */
  private watchEventLoop(): void {
    this.loopDelay.enable()
    this.loopWatch = setInterval(() => {
      const worstMs = this.loopDelay.max / 1e6
      if (worstMs > LOCK_DURATION_MS / 2) {
        this.log(
          `the event loop was blocked for ${Math.round(worstMs)} ms; job locks are renewed from the lock heartbeat thread until it is silent for ${HUNG_LOOP_MS / 1000} s`
        )
      }
      this.loopDelay.reset()
    }, 5_000)
    this.loopWatch.unref()
  }

  private async answerWithin<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(message)), ms)
    })
    try {
      return await Promise.race([promise, timeout])
    } catch (err) {
      this.connection.disconnect()
      throw err
    } finally {
      clearTimeout(timer)
    }
  }

  /** A queue consumer's connection. BullMQ never closes a connection it was handed, so stop() quits these. */
  private consumerConnection(name: string): Redis {
    const connection = watchRedis(this.connection.duplicate(), `${name} queue consumer`, this.log)
    this.consumerConnections.push(connection)
    return connection
  }

  async stop(): Promise<void> {
    if (this.loopWatch) clearInterval(this.loopWatch)
    this.loopDelay.disable()
    await Promise.all(this.workers.map((w) => w.close()))
    // Left open, they kept a stopped worker's process alive.
    await Promise.all(this.consumerConnections.splice(0).map((c) => c.quit()))
    await this.locks?.stop()
    await this.heartbeat.stop()
    await this.connection.quit()
    this.log(`stopped ${this.id}`)
  }
}
