/**
 * Throttling of the calls an attacker repeats: logins (ours and the Medusa admin's),
 * registration, password reset, activation, voucher checks, referral invites, photo uploads
 * and paint jobs. Each call has budgets per account or e-mail and per client address (see
 * utils/client-address.ts), counted in Redis across backend processes (utils/rate-limit.ts).
 *
 * Locks are short and keyed so an attacker cannot lock a victim out: a login's lock is per
 * e-mail *and* address (5 minutes after ten failures), a larger per-address budget stops one
 * address trying many e-mails, and failures on one e-mail from many addresses only slow its
 * answers down (up to 3 s), never refuse them. A refused call answers 429 with Retry-After.
 */
import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { RateLimiterRes } from "rate-limiter-flexible"
import { currentAccount } from "../utils/account-context"
import { clientAddress, trustConfiguredProxies } from "../utils/client-address"
import { limiter, TooManyAttempts, type LimiterOptions } from "../utils/rate-limit"

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

type KeyOf = (req: MedusaRequest) => string | undefined

type Counter = LimiterOptions & {
  key: KeyOf
  /** Which answers keep their point: every one (default), failures only, or successes only. */
  counts?: "all" | "failures" | "successes"
  /** A successful answer clears the key (consecutive failures). */
  resetOnSuccess?: boolean
  /** Never refuses: past `points`, each call waits `stepMs` more, at most `maxMs`. */
  slowDown?: { stepMs: number; maxMs: number }
}

const address: KeyOf = (req) => clientAddress(req)
const account: KeyOf = (req) => currentAccount(req)?.id
/** The e-mail of the body as the validators will read it (trimmed, lower case), before they run. */
const email: KeyOf = (req) => {
  const value = (req.body as { email?: unknown } | undefined)?.email
  if (typeof value !== "string" || !value.trim()) return undefined
  return value.trim().toLowerCase().slice(0, 254)
}
const accountParam: KeyOf = (req) => req.params?.id ?? /^\/api\/account\/([^/?]+)\//.exec(req.originalUrl)?.[1]
const both =
  (a: KeyOf, b: KeyOf): KeyOf =>
  (req) => {
    const [x, y] = [a(req), b(req)]
    return x && y ? `${x}:${y}` : undefined
  }

const SLOW_DOWN_LIMIT = 1_000_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** What an answer does to the points it took: success is any status below 400. */
function settle(taken: { counter: Counter; key: string }[], success: boolean) {
  for (const { counter, key } of taken) {
    const target = limiterOf(counter)
    const done =
      success && counter.resetOnSuccess
        ? target.delete(key)
        : (success && counter.counts === "failures") || (!success && counter.counts === "successes")
          ? target.reward(key, 1)
          : undefined
    // A lost refund only leaves a point counted: nothing to tell the caller.
    done?.catch(() => undefined)
  }
}

const limiterOf = (c: Counter) =>
  limiter({ name: c.name, points: c.slowDown ? SLOW_DOWN_LIMIT : c.points, duration: c.duration, blockDuration: c.blockDuration })

/** A middleware that counts the call against every counter, refusing with 429 when one is spent. */
export function throttle(...counters: Counter[]) {
  return async function throttled(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
    try {
      const taken: { counter: Counter; key: string }[] = []
      let refusedMs = 0
      let delayMs = 0
      for (const counter of counters) {
        const key = counter.key(req)
        if (!key) continue
        try {
          const { consumedPoints } = await limiterOf(counter).consume(key)
          taken.push({ counter, key })
          const over = consumedPoints - counter.points
          if (counter.slowDown && over > 0) delayMs = Math.max(delayMs, Math.min(over * counter.slowDown.stepMs, counter.slowDown.maxMs))
        } catch (err) {
          if (!(err instanceof RateLimiterRes)) throw err
          refusedMs = Math.max(refusedMs, err.msBeforeNext)
        }
      }
      if (refusedMs > 0) {
        settle(taken, false)
        return next(new TooManyAttempts(Math.max(1, Math.ceil(refusedMs / 1000))))
      }
      res.on("finish", () => settle(taken, res.statusCode < 400))
      if (delayMs) await sleep(delayMs)
      next()
    } catch (err) {
      next(err)
    }
  }
}

/** Logins (ours and Medusa's admin login) by e-mail: password guessing. */
const loginCounters = (name: string): Counter[] => [
  { name, points: 10, duration: 15 * MINUTE, blockDuration: 5 * MINUTE, key: both(email, address), resetOnSuccess: true },
  { name: `${name}-address`, points: 100, duration: HOUR, blockDuration: 15 * MINUTE, key: address, counts: "failures" },
  { name: `${name}-email`, points: 10, duration: 15 * MINUTE, key: email, counts: "failures", slowDown: { stepMs: 500, maxMs: 3000 } },
]

const uploadCounters = (name: string): Counter[] => [
  { name, points: 60, duration: 10 * MINUTE, key: account },
  { name: `${name}-address`, points: 300, duration: 10 * MINUTE, key: address },
]

const voucherCounters: Counter[] = [
  { name: "voucher", points: 10, duration: 15 * MINUTE, blockDuration: 5 * MINUTE, key: account, counts: "failures" },
  { name: "voucher-address", points: 30, duration: 15 * MINUTE, blockDuration: 15 * MINUTE, key: address, counts: "failures" },
]

const post = (matcher: string, counters: Counter[]): MiddlewareRoute => ({
  method: ["POST"],
  matcher,
  middlewares: [throttle(...counters)],
})

/**
 * Registered before the domain middlewares, so a refused call is answered before its body
 * is validated or its upload read. The first entry sets the trusted proxies for `req.ip`.
 */
export const throttlingMiddlewares: MiddlewareRoute[] = [
  { matcher: "/*", middlewares: [trustConfiguredProxies] },
  post("/api/account/login", loginCounters("login")),
  post("/auth/user/emailpass", loginCounters("admin-login")),
  post("/api/account/register", [{ name: "register-address", points: 30, duration: HOUR, blockDuration: 15 * MINUTE, key: address }]),
  post("/api/account/forgot_password", [
    { name: "forgot-password", points: 5, duration: 15 * MINUTE, key: both(email, address) },
    { name: "forgot-password-email", points: 10, duration: 30 * MINUTE, key: email },
    { name: "forgot-password-address", points: 30, duration: HOUR, blockDuration: 15 * MINUTE, key: address },
  ]),
  post("/api/account/:id/reset_password", [
    {
      name: "reset-password",
      points: 10,
      duration: 15 * MINUTE,
      blockDuration: 5 * MINUTE,
      key: both(accountParam, address),
      resetOnSuccess: true,
    },
    { name: "reset-password-address", points: 50, duration: HOUR, blockDuration: 15 * MINUTE, key: address, counts: "failures" },
  ]),
  post("/api/account/activate", [
    { name: "activate-address", points: 30, duration: 15 * MINUTE, blockDuration: 15 * MINUTE, key: address, counts: "failures" },
  ]),
  post("/api/account/resend_activation", [
    { name: "resend-activation-account", points: 5, duration: HOUR, key: account, counts: "successes" },
    { name: "resend-activation-address", points: 30, duration: HOUR, key: address, counts: "successes" },
  ]),
  {
    method: ["PATCH"],
    matcher: "/api/account/update_password",
    middlewares: [
      throttle(
        { name: "update-password", points: 10, duration: 15 * MINUTE, blockDuration: 5 * MINUTE, key: account, counts: "failures" },
        { name: "update-password-address", points: 50, duration: HOUR, blockDuration: 15 * MINUTE, key: address, counts: "failures" }
      ),
    ],
  },
  post("/api/account/refer", [
    { name: "refer", points: 20, duration: HOUR, key: account, counts: "successes" },
    { name: "refer-recipient", points: 3, duration: DAY, key: email, counts: "successes" },
    { name: "refer-address", points: 50, duration: HOUR, key: address, counts: "successes" },
  ]),
  post("/api/promo_code/apply", voucherCounters),
  { method: ["GET"], matcher: "/api/promo_code/check", middlewares: [throttle(...voucherCounters)] },
  post("/api/photo", uploadCounters("upload")),
  post("/api/photo/base64", uploadCounters("upload")),
  post("/api/painting", uploadCounters("paint")),
  post("/api/painting/:id/paint_hq", uploadCounters("paint")),
  // A mockup not yet cached is drawn on request (up to half a second of CPU): enough for a shopper
  // trying every size, frame and room, not for someone walking every combination.
  {
    method: ["GET"],
    matcher: "/api/painting/:id/mockup",
    middlewares: [throttle({ name: "mockup-address", points: 600, duration: 10 * MINUTE, key: address })],
  },
]
