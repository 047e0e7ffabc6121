/**
 * One painting worker process: BullMQ consumers for the `photo` and `paint` queues plus
 * a heartbeat. Stopping it lets running jobs finish (BullMQ's graceful close), so a
 * deploy never cuts a painting in half; a killed worker's jobs are picked up again by
 * BullMQ's stalled-job check in another worker.
 */
import { Worker, type Processor } from "bullmq"
import type { Redis } from "ioredis"
import { createRedisConnection, QUEUE_NAMES, type QueueName } from "../queues"
import { WorkerHeartbeat } from "./heartbeat"

export const STARTUP_TIMEOUT_MS = 5_000

export type PaintingWorkerOptions = {
  redisUrl?: string
  concurrency?: number
  /** The job handlers per queue. A queue without a handler is not consumed by this process. */
  processors: Partial<Record<QueueName, Processor>>
  log?: (message: string) => void
}

export class PaintingWorker {
  private readonly connection: Redis
  private readonly workers: Worker[] = []
  private readonly heartbeat: WorkerHeartbeat
  private readonly log: (message: string) => void
  readonly queues: QueueName[]

  constructor(private readonly options: PaintingWorkerOptions) {
    this.connection = createRedisConnection(options.redisUrl)
    this.queues = QUEUE_NAMES.filter((name) => options.processors[name])
    this.heartbeat = new WorkerHeartbeat(this.connection, this.queues)
    this.log = options.log ?? ((m) => console.log(`[worker] ${m}`))
    // ioredis reports every failed reconnect as an error event; say it once per outage.
    let reported = false
    this.connection.on("error", (err) => {
      if (!reported) this.log(`Redis: ${err.message} (retrying)`)
      reported = true
    })
    this.connection.on("ready", () => (reported = false))
  }

  get id(): string {
    return this.heartbeat.id
  }

  async start(): Promise<void> {
    // Once running, a worker waits out Redis restarts; at start, a Redis that does not
    // answer is a setup mistake to report, not to wait on forever.
    await this.answerWithin(this.connection.ping(), STARTUP_TIMEOUT_MS, `Redis did not answer within ${STARTUP_TIMEOUT_MS / 1000} s`)
    for (const name of this.queues) {
      const worker = new Worker(name, this.options.processors[name]!, {
        connection: this.connection.duplicate(),
        concurrency: this.options.concurrency ?? 1,
        // A worker that dies mid-job loses its lock within 15 s; another worker's stalled
        // check (every 10 s) puts the job back on the queue. Twice stalled means failed.
        lockDuration: 15_000,
        stalledInterval: 10_000,
        maxStalledCount: 2,
      })
      worker.on("failed", (job, err) => this.log(`${name} job ${job?.id} failed: ${err.message}`))
      worker.on("error", (err) => this.log(`${name} queue error: ${err.message}`))
      this.workers.push(worker)
    }
    await this.heartbeat.start()
    this.log(`ready as ${this.id}; consuming ${this.queues.length ? this.queues.join(", ") : "no queues yet"}`)
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

  async stop(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()))
    await this.heartbeat.stop()
    await this.connection.quit()
    this.log(`stopped ${this.id}`)
  }
}
