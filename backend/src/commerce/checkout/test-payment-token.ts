/**
 * The test-payment page's Pay belongs to the cart's owner. create-checkout-session answers the
 * owner (a logged-in account) the page's URL with a token: an HMAC, under the shop's JWT
 * secret, of the checkout (the payment session id) and the cart's customer. The shopper's
 * browser opens that URL and the page's form posts the token back with Pay; someone who only
 * knows the checkout code (it is in the order-complete URL) has no token, and another
 * checkout's token does not fit. Nothing is stored: the token is made again to check it, and a
 * checkout is paid once (a newer checkout of the cart replaces it, with a new token).
 */
import { createHmac, timingSafeEqual } from "node:crypto"
import type { ShopEnv } from "../../config/shop-env"

export type TestPaymentSecretEnv = Pick<ShopEnv, "JWT_SECRET">

/** The query parameter the page's URL and its Pay form carry. */
export const TEST_PAYMENT_TOKEN_PARAM = "token"

export function testPaymentToken(env: TestPaymentSecretEnv, checkoutId: string, customerId: string | null | undefined): string {
  return createHmac("sha256", env.JWT_SECRET)
    .update(`test-payment\n${checkoutId}\n${customerId ?? ""}`)
    .digest("base64url")
}

/** The page's URL as the owner gets it: the provider's URL with the owner's token. */
export function ownersTestPaymentUrl(
  env: TestPaymentSecretEnv,
  pageUrl: string,
  checkoutId: string,
  customerId: string | null | undefined
): string {
  const url = new URL(pageUrl)
  url.searchParams.set(TEST_PAYMENT_TOKEN_PARAM, testPaymentToken(env, checkoutId, customerId))
  return url.toString()
}

/** Whether a token (as it came in the query; a repeated parameter never counts) is the owner's. */
export function isOwnersTestPaymentToken(
  env: TestPaymentSecretEnv,
  token: unknown,
  checkoutId: string,
  customerId: string | null | undefined
): boolean {
  if (typeof token !== "string" || !token) return false
  const expected = Buffer.from(testPaymentToken(env, checkoutId, customerId))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
