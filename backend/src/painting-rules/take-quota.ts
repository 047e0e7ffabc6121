/**
 * Counts one request against several quota windows at once (rate-limiter-flexible, in Redis):
 * all of them or none, so a refused request leaves every count as it was. `giveQuotaBack`
 * returns what was taken, for a workflow's compensation.
 */
import { RateLimiterRes } from "rate-limiter-flexible"
import { limiter, type LimiterOptions } from "../limits/redis-limiter"
import { QuotaExceeded } from "./quota-exceeded"

export type QuotaWindow = LimiterOptions & {
  /** Whose count: an account id or a client address; a window without a key is not counted. */
  key: string | undefined
  /** What the caller is told once the window is used up. */
  message: string
}

/** What a request took: plain data, so it can be a step's compensation input. */
export type TakenQuota = { window: LimiterOptions; key: string }[]

export async function takeQuota(windows: QuotaWindow[]): Promise<TakenQuota> {
  const taken: TakenQuota = []
  for (const { key, message, ...window } of windows) {
    if (!key) continue
    try {
      await limiter(window).consume(key)
      taken.push({ window, key })
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) {
        await giveQuotaBack(taken)
        throw err
      }
      // A refused consume still counts its point: give it back with the others.
      await giveQuotaBack([...taken, { window, key }])
      throw new QuotaExceeded(message, err.msBeforeNext > 0 ? Math.ceil(err.msBeforeNext / 1000) : undefined)
    }
  }
  return taken
}

export async function giveQuotaBack(taken: TakenQuota | undefined): Promise<void> {
  // A lost refund only leaves a point counted until the window ends: nothing to report.
  await Promise.all(
    (taken ?? []).map(({ window, key }) =>
      limiter(window)
        .reward(key, 1)
        .catch(() => undefined)
    )
  )
}
