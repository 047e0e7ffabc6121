/**
 * Attempt counters on the shop's limiters (limits/redis-limiter.ts: Redis, or memory without
 * REDIS_URL). `throttle` (route-middlewares/throttling.ts) builds the per-route policies on
 * these; `countAttempt` is the plain fixed-window budget a route can call itself.
 */
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible"
import { limiter } from "../../limits/redis-limiter"
import { DomainError } from "../../lib/errors"

export { limiter, type LimiterOptions } from "../../limits/redis-limiter"

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again."

/** 429 with the seconds to wait, which the error handler sends as Retry-After. */
export class TooManyAttempts extends DomainError {
  constructor(retryAfterSeconds: number) {
    super("too_many", TOO_MANY_ATTEMPTS, { retryAfterSeconds })
  }
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
