/**
 * The test-payment page's Pay button: records the payment on the payment session (through
 * the test provider, via Medusa's updatePaymentSession), marks the cart paid and a test, and
 * queues the cart's completion, as Stripe's webhook does for a Stripe payment (checkout-paid.ts).
 * Only the cart's owner may (the page's token, see test-payment-token.ts). The order carries
 * `is_test` from the moment it is made (Medusa copies the cart's metadata to the order) and is
 * never sent to the print partner.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { DomainError } from "../../lib/errors"
import { readShopEnv, type ShopEnv } from "../../config/shop-env"
import { isPaid, readCheckoutState, type CheckoutState } from "../../modules/hosted-checkout/checkout-data"
import { checkoutMode, TEST_CHECKOUT_PROVIDER_ID, type CheckoutEnv } from "../../modules/hosted-checkout/config"
import { paidTestState } from "../../modules/hosted-checkout/test-checkout"
import { META } from "../orders/order-metadata"
import { cartIdForPaymentCollection, loadPaymentSession, type CheckoutPaymentSession } from "./find-checkout"
import { isOwnersTestPaymentToken } from "./test-payment-token"
import { queueCheckoutCompletion } from "./checkout-paid"

export type TestCheckout = { paymentSession: CheckoutPaymentSession; state: CheckoutState }

/** The page or its Pay was asked for without the cart owner's token (the route answers 403). */
export class TestPaymentNotOwner extends DomainError {
  constructor() {
    super(
      "forbidden",
      "This test payment page can be used only from the checkout that opened it. Go back to your cart and check out again."
    )
  }
}

type CartOfCheckout = { id: string; customer_id: string | null; completed_at: string | null; metadata: Record<string, unknown> | null }

async function cartOfCheckout(container: MedusaContainer, paymentSession: CheckoutPaymentSession): Promise<CartOfCheckout | undefined> {
  const cartId = await cartIdForPaymentCollection(container, paymentSession.payment_collection_id)
  if (!cartId) return undefined
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "cart",
    fields: ["id", "customer_id", "completed_at", "metadata"],
    filters: { id: cartId },
  })
  return (data as unknown as CartOfCheckout[])[0]
}

/** The test checkout behind a page, when the token is the one its cart's owner was given; else TestPaymentNotOwner. */
export async function findOwnersTestCheckout(
  container: MedusaContainer,
  id: string,
  token: unknown,
  env: Pick<ShopEnv, keyof CheckoutEnv> = readShopEnv()
): Promise<TestCheckout & { cart: CartOfCheckout }> {
  const checkout = await findTestCheckout(container, id, env)
  const cart = await cartOfCheckout(container, checkout.paymentSession)
  if (!cart) throw DomainError.notFound("There is no cart for this checkout.")
  if (!isOwnersTestPaymentToken(env, token, checkout.state.id, cart.customer_id)) throw new TestPaymentNotOwner()
  return { ...checkout, cart }
}

/**
 * Labels the paid cart a test and closes it to changes (find-account-cart.ts), before its
 * completion is queued: the order made from it carries `is_test` from the start (Medusa copies
 * the cart's metadata to the order), and a line added meanwhile goes to a new cart.
 */
async function markCartPaid(container: MedusaContainer, cart: CartOfCheckout) {
  if (cart.completed_at || (cart.metadata?.[META.isTest] === true && cart.metadata?.[META.paidAt])) return
  await container
    .resolve(Modules.CART)
    .updateCarts([{ id: cart.id, metadata: { ...cart.metadata, [META.isTest]: true, [META.paidAt]: new Date().toISOString() } }])
}

/** The test checkout behind a test-payment page, or a 404 when there is none (or Stripe is on). */
export async function findTestCheckout(
  container: MedusaContainer,
  id: string,
  env: Pick<ShopEnv, keyof CheckoutEnv> = readShopEnv()
): Promise<TestCheckout> {
  if (checkoutMode(env) !== "test") throw DomainError.notFound("Test payments are off: this shop takes payments with Stripe.")
  const paymentSession = /^payses_[A-Za-z0-9]+$/.test(id) ? await loadPaymentSession(container, id) : undefined
  const state = readCheckoutState(paymentSession?.data ?? undefined)
  if (!paymentSession || paymentSession.provider_id !== TEST_CHECKOUT_PROVIDER_ID || !state) {
    throw DomainError.notFound("This test checkout does not exist, or a newer checkout replaced it.")
  }
  return { paymentSession, state }
}

/**
 * Pay without its queue: the payment recorded on the session and the cart marked paid. Answers
 * whether the cart is an order already (as read before the payment).
 * complete-stranded-checkouts.ts finds such a cart if its queued order is lost.
 */
export async function recordTestPayment(
  container: MedusaContainer,
  id: string,
  token: unknown,
  env: Pick<ShopEnv, keyof CheckoutEnv> = readShopEnv()
): Promise<{ ordered: boolean }> {
  const { paymentSession, state, cart } = await findOwnersTestCheckout(container, id, token, env)
  if (state.status === "expired" || (state.expires_at && state.expires_at * 1000 < Date.now())) {
    throw new DomainError("invalid", "This checkout expired before it was paid; please check out again.", { type: "CHECKOUT_EXPIRED" })
  }
  if (!isPaid(state)) {
    await container.resolve(Modules.PAYMENT).updatePaymentSession({
      id: paymentSession.id,
      data: paidTestState(state) as unknown as Record<string, unknown>,
      amount: paymentSession.amount,
      currency_code: paymentSession.currency_code,
    })
  }
  await markCartPaid(container, cart)
  return { ordered: !!cart.completed_at }
}

export async function payTestCheckout(
  container: MedusaContainer,
  id: string,
  token: unknown,
  env: Pick<ShopEnv, keyof CheckoutEnv> = readShopEnv()
): Promise<void> {
  const { ordered } = await recordTestPayment(container, id, token, env)
  // Pressed again before the order was made: queued again, and still made once.
  if (!ordered) await queueCheckoutCompletion(container, id)
}
