/**
 * Short-lived links signed with an HMAC of the shop's secret: whoever holds one gets the one
 * thing it names until it expires, without a login. Each use (`scope`) has its own key, so a
 * print-partner link cannot be replayed as a link to another kind of file.
 */
import { createHmac, timingSafeEqual } from "node:crypto"
import { readShopEnv } from "../../config/shop-env"

const signature = (scope: string, id: string, expires: number) =>
  createHmac("sha256", `${scope}:${readShopEnv().JWT_SECRET}`).update(`${id}.${expires}`).digest("base64url")

/**
 * `expires` (seconds since the epoch) and `sig` for a link to `id` that lasts `ttlSeconds`, or,
 * with `stepSeconds`, up to that much longer: the expiry rounded up to a step, so every read
 * within one step gives the same link and the browser keeps the picture it already has.
 */
export function signLink(
  scope: string,
  id: string,
  ttlSeconds: number,
  now = Date.now(),
  stepSeconds = 1
): { expires: number; sig: string } {
  const expires = Math.ceil((Math.floor(now / 1000) + ttlSeconds) / stepSeconds) * stepSeconds
  return { expires, sig: signature(scope, id, expires) }
}

export function verifySignedLink(scope: string, id: string, expires: unknown, sig: unknown, now = Date.now()): boolean {
  const exp = Number(expires)
  if (!Number.isInteger(exp) || exp * 1000 < now || typeof sig !== "string") return false
  const want = Buffer.from(signature(scope, id, exp))
  const got = Buffer.from(sig)
  return want.length === got.length && timingSafeEqual(want, got)
}
