/**
 * One-click unsubscribe from an e-mail without logging in: the link carries the account id
 * and an HMAC of it (COOKIE_SECRET), which only the server can make.
 */
import { createHmac, timingSafeEqual } from "node:crypto"
import { readShopEnv } from "../config/shop-env"

export function unsubscribeToken(accountId: string, secret = readShopEnv().COOKIE_SECRET): string {
  return createHmac("sha256", secret).update(`unsubscribe:${accountId}`).digest("hex")
}

export function isValidUnsubscribeToken(accountId: string, token: string, secret?: string): boolean {
  const expected = Buffer.from(unsubscribeToken(accountId, secret), "hex")
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(token) ? token : "", "hex")
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The storefront page that posts {accountId, unsubscribeToken} to /api/account/{newsletter|cart_reminders}. */
export function unsubscribeLinks(storefrontUrl: string, accountId: string, secret?: string) {
  const base = `${storefrontUrl}/unsubscribe?account=${encodeURIComponent(accountId)}&token=${unsubscribeToken(accountId, secret)}`
  return { newsletter: `${base}&list=newsletter`, cartReminders: `${base}&list=cart_reminders` }
}
