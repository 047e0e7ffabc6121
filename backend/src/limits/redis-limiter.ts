/**
 * Counters with rate-limiter-flexible: in Redis (shared by every backend process) when
 * REDIS_URL is set, else in this process's memory. Keys are `petshop:ratelimit:<name>:<key>`.
 * The throttling of the API (api/utils/rate-limit.ts) and the quotas of the painting rules
 * both count here.
 */
import { Redis } from "ioredis"
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible"
import { readShopEnv } from "../config/shop-env"

export type LimiterOptions = {
  /** Part of the Redis key: `petshop:ratelimit:<name>:<key>`. */
  name: string
  /** Attempts allowed per window. */
  points: number
  /** The window, in seconds. */
  duration: number
  /** Once over the budget, the key stays refused this many seconds (a short lock); 0: until the window ends. */
  blockDuration?: number
}

let redis: Redis | null | undefined

function redisClient(): Redis | null {
  if (redis === undefined) {
    const url = readShopEnv().REDIS_URL
    redis = url ? new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false }) : null
  }
  return redis
}

const limiters = new Map<string, RateLimiterAbstract>()

/** One limiter per set of options; Redis when configured, with a memory limiter if Redis fails. */
export function limiter(options: LimiterOptions): RateLimiterAbstract {
  const id = JSON.stringify(options)
  let found = limiters.get(id)
  if (!found) {
    const opts = {
      keyPrefix: `petshop:ratelimit:${options.name}`,
      points: options.points,
      duration: options.duration,
      blockDuration: options.blockDuration ?? 0,
    }
    const client = redisClient()
    found = client
      ? new RateLimiterRedis({ ...opts, storeClient: client, insuranceLimiter: new RateLimiterMemory(opts) })
      : new RateLimiterMemory(opts)
    limiters.set(id, found)
  }
  return found
}
