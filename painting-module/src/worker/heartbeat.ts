/**
 * Each worker process announces itself in Redis and renews the announcement, so the
 * backend and the admin can see which painting workers run, where, and on which queues.
 * The key expires by itself when a worker dies without saying goodbye.
 */
import { hostname } from "node:os"
import type { Redis } from "ioredis"
import { REDIS_KEY_PREFIX, type QueueName } from "../queues"

export const HEARTBEAT_INTERVAL_MS = 5_000
export const HEARTBEAT_TTL_MS = 15_000

export type WorkerAnnouncement = {
  id: string
  hostname: string
  pid: number
  queues: QueueName[]
  startedAt: string
  lastBeatAt: string
}

export const heartbeatKey = (id: string) => `${REDIS_KEY_PREFIX}:worker:${id}`

/** One id per worker process, the same in Redis, in task records and in the services list. */
export const workerIdOf = (pid = process.pid) => `${hostname()}-${pid}`

export class WorkerHeartbeat {
  private timer?: NodeJS.Timeout
  private readonly announcement: WorkerAnnouncement

  constructor(
    private readonly redis: Redis,
    queues: QueueName[],
    id = workerIdOf()
  ) {
    const now = new Date().toISOString()
    this.announcement = { id, hostname: hostname(), pid: process.pid, queues, startedAt: now, lastBeatAt: now }
  }

  get id(): string {
    return this.announcement.id
  }

  async start(): Promise<void> {
    await this.beat()
    this.timer = setInterval(() => {
      this.beat().catch((err) => console.error(`[worker] heartbeat failed: ${(err as Error).message}`))
    }, HEARTBEAT_INTERVAL_MS)
    this.timer.unref()
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    await this.redis.del(heartbeatKey(this.id))
  }

  private async beat(): Promise<void> {
    this.announcement.lastBeatAt = new Date().toISOString()
    await this.redis.set(heartbeatKey(this.id), JSON.stringify(this.announcement), "PX", HEARTBEAT_TTL_MS)
  }
}

/** Every worker that has beaten within its TTL. */
export async function listLiveWorkers(redis: Redis): Promise<WorkerAnnouncement[]> {
  const live: WorkerAnnouncement[] = []
  let cursor = "0"
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", heartbeatKey("*"), "COUNT", 100)
    cursor = next
    if (keys.length) {
      const values = await redis.mget(keys)
      for (const value of values) if (value) live.push(JSON.parse(value) as WorkerAnnouncement)
    }
  } while (cursor !== "0")
  return live
}
