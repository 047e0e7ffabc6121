/**
 * Live events to browsers from any process (workers included): published on Redis, and
 * delivered by whichever backend holds the account's socket.io connection.
 * Message types of the spec: account, photo, task, painting load, painting progress.
 */
import { Emitter } from "@socket.io/redis-emitter"
import { Redis } from "ioredis"

export const REALTIME_EVENTS = {
  account: "account",
  photo: "photo",
  task: "task",
  paintingLoad: "painting:load",
  paintingProgress: "painting:progress",
} as const

export type RealtimeEvent = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS]

/** The socket.io room of one account: every tab of that account joins it. */
export const accountRoom = (accountId: string) => `account:${accountId}`

export class RealtimeEmitter {
  private readonly redis: Redis
  private readonly emitter: Emitter

  constructor(redisUrl: string) {
    this.redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 })
    this.emitter = new Emitter(this.redis)
  }

  /** Sends to one room; a failed publish never fails the job that reports it. */
  send(room: string | undefined, event: RealtimeEvent, payload: unknown): void {
    if (!room) return
    try {
      this.emitter.to(room).emit(event, payload)
    } catch (err) {
      console.error(`[realtime] could not send ${event}: ${(err as Error).message}`)
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined)
  }
}
