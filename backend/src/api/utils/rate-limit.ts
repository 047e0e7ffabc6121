/**
 * A fixed-window attempt counter in Redis (shared by every backend instance), for login
 * and password reset: too many attempts in the window answer 429.
 */
import { Redis } from "ioredis"
import { ApiError } from "./api-error"

let redis: Redis | undefined
const memory = new Map<string, { count: number; resetAt: number }>()

function client(): Redis | undefined {
  const url = process.env.REDIS_URL
  if (!url) return undefined
  redis ??= new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false })
  return redis
}

export async function countAttempt(key: string, limit: number, windowSeconds: number): Promise<void> {
  const name = `petshop:ratelimit:${key}`
  let count: number
  const r = client()
  if (r) {
    count = await r.incr(name)
    if (count === 1) await r.expire(name, windowSeconds)
  } else {
    const now = Date.now()
    const entry = memory.get(name)
    const fresh = !entry || entry.resetAt < now
    count = fresh ? 1 : entry!.count + 1
    memory.set(name, { count, resetAt: fresh ? now + windowSeconds * 1000 : entry!.resetAt })
  }
  if (count > limit) throw new ApiError(429, "Too many attempts. Please wait a few minutes and try again.")
}
