/**
 * A bench's Redis: its own connection, and duplicates of it to hand to BullMQ queues and event
 * listeners. BullMQ never closes a connection it was handed, so stopWorkerBench quits them;
 * left open, they kept the bench's process from exiting.
 */
import { Redis } from "ioredis"

export type BenchRedis = { redis: Redis; connection: () => Redis; handed: Redis[] }

export function benchRedis(url: string): BenchRedis {
  const redis = new Redis(url, { maxRetriesPerRequest: null })
  const handed: Redis[] = []
  return {
    redis,
    handed,
    connection: () => {
      const c = redis.duplicate()
      handed.push(c)
      return c
    },
  }
}
