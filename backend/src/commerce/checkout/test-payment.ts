/**
 * The test-payment page's Pay button: records the payment on the payment session (through
 * the test provider, via Medusa's updatePaymentSession) and then completes the cart the same
 * way a verified Stripe payment does.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { ApiError } from "../../api/utils/api-error"
import { readShopEnv, type ShopEnv } from "../../config/shop-env"
import { isPaid, readCheckoutState, type CheckoutState } from "../../modules/hosted-checkout/checkout-data"
import { checkoutMode, TEST_CHECKOUT_PROVIDER_ID, type CheckoutEnv } from "../../modules/hosted-checkout/config"
import { paidTestState } from "../../modules/hosted-checkout/test-checkout"
import { loadPaymentSession, type CheckoutPaymentSession } from "./find-checkout"
import { verifyPurchase, type VerifiedPurchase } from "./verify-purchase"

export type TestCheckout = { paymentSession: CheckoutPaymentSession; state: CheckoutState }

/** The test checkout behind a test-payment page, or a 404 when there is none (or Stripe is on). */
export async function findTestCheckout(
  container: MedusaContainer,
  id: string,
  env: Pick<ShopEnv, keyof CheckoutEnv> = readShopEnv()
): Promise<TestCheckout> {
  if (checkoutMode(env) !== "test") throw ApiError.notFound("Test payments are off: this shop takes payments with Stripe.")
  const paymentSession = /^payses_[A-Za-z0-9]+$/.test(id) ? await loadPaymentSession(container, id) : undefined
  const state = readCheckoutState(paymentSession?.data ?? undefined)
  if (!paymentSession || paymentSession.provider_id !== TEST_CHECKOUT_PROVIDER_ID || !state) {
    throw ApiError.notFound("This test checkout does not exist, or a newer checkout replaced it.")
  }
  return { paymentSession, state }
}

export async function payTestCheckout(
  container: MedusaContainer,
  id: string,
  env: Pick<ShopEnv, keyof CheckoutEnv> = readShopEnv()
): Promise<VerifiedPurchase> {
  const { paymentSession, state } = await findTestCheckout(container, id, env)
  if (state.status === "expired" || (state.expires_at && state.expires_at * 1000 < Date.now())) {
    throw new ApiError(400, "This checkout expired before it was paid; please check out again.", { type: "CHECKOUT_EXPIRED" })
  }
  if (!isPaid(state)) {
    await container.resolve(Modules.PAYMENT).updatePaymentSession({
      id: paymentSession.id,
      data: paidTestState(state) as unknown as Record<string, unknown>,
      amount: paymentSession.amount,
      currency_code: paymentSession.currency_code,
    })
  }
  return verifyPurchase(container, id, env)
}
