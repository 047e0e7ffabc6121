import type { Redis } from "ioredis"

/**
 * What BullMQ asks of the Redis that holds its queues: it must never evict keys
 * (maxmemory-policy noeviction) and should keep them across a restart (append-only file).
 * Answers one sentence per thing that is not so; empty when Redis is run as required.
 */
export async function queueRedisProblems(redis: Redis): Promise<string[]> {
  const problems: string[] = []
  const [, appendonly] = (await redis.config("GET", "appendonly")) as string[]
  if (appendonly !== "yes")
    problems.push("appendonly is off, so a Redis restart loses every queued painting (run it with --appendonly yes)")
  const [, policy] = (await redis.config("GET", "maxmemory-policy")) as string[]
  if (policy !== "noeviction") {
    problems.push(`maxmemory-policy is ${policy}, so a full Redis may evict queued jobs (run it with --maxmemory-policy noeviction)`)
  }
  return problems
}
