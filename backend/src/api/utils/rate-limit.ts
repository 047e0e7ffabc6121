/**
 * Attempt counters with rate-limiter-flexible: in Redis (shared by every backend process)
 * when REDIS_URL is set, else in this process's memory. Keys are `petshop:ratelimit:<name>:<key>`.
 * `throttle` (route-middlewares/throttling.ts) builds the per-route policies on these;
 * `countAttempt` is the plain fixed-window budget a route can call itself.
 */
import { Redis } from "ioredis"
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible"
import { readShopEnv } from "../../config/shop-env"
import { ApiError } from "./api-error"

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again."

/** 429 with the seconds to wait, which the error handler sends as Retry-After. */
export class TooManyAttempts extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, TOO_MANY_ATTEMPTS)
  }
}

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

/**
 * Counts one attempt; over the budget it throws TooManyAttempts. Any other error (Redis
 * down and the memory insurance failing too) is thrown as it is.
 */
export async function consumeOrRefuse(target: RateLimiterAbstract, key: string, points = 1): Promise<RateLimiterRes> {
  try {
    return await target.consume(key, points)
  } catch (err) {
    if (err instanceof RateLimiterRes) throw new TooManyAttempts(Math.max(1, Math.ceil(err.msBeforeNext / 1000)))
    throw err
  }
}

/** A fixed-window budget: the attempt past `limit` within `windowSeconds` answers 429. */
export async function countAttempt(key: string, limit: number, windowSeconds: number): Promise<void> {
  const [name, ...rest] = key.split(":")
  await consumeOrRefuse(limiter({ name: name!, points: limit, duration: windowSeconds }), rest.join(":") || "-")
}
