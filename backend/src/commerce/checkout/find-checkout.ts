/**
 * From the code a customer comes back with to the checkout's current state, the Medusa
 * payment session it pays for and that session's cart. The code is a Stripe Checkout Session
 * id (`cs_…`), or in test-payment mode the payment session id (`payses_…`). A code only
 * counts when the payment session it names was created for exactly that code by the
 * provider the shop checks out with.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type Stripe from "stripe"
import { DomainError } from "../../lib/errors"
import type { ShopEnv } from "../../config/shop-env"
import { readCheckoutState, type CheckoutState } from "../../modules/hosted-checkout/checkout-data"
import { activeCheckoutProviderId, checkoutMode, hostedCheckoutOptions, type CheckoutEnv } from "../../modules/hosted-checkout/config"
import { checkoutStateOf } from "../../modules/hosted-checkout/stripe-checkout"
import { createStripeClient } from "../../modules/hosted-checkout/stripe-client"

export type CheckoutPaymentSession = {
  id: string
  provider_id: string
  status: string
  amount: number
  currency_code: string
  payment_collection_id: string
  data: Record<string, unknown> | null
}

export type FoundCheckout = {
  code: string
  state: CheckoutState
  paymentSession: CheckoutPaymentSession
  cartId: string
}

const STRIPE_CODE = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/
const TEST_CODE = /^payses_[A-Za-z0-9]{1,100}$/

let cachedClient: { key: string; client: Stripe } | undefined
function stripeClient(env: CheckoutEnv): Stripe {
  const options = hostedCheckoutOptions(env)
  const key = `${options.apiKey}\n${options.apiBase}`
  if (cachedClient?.key !== key) cachedClient = { key, client: createStripeClient(options) }
  return cachedClient.client
}

async function stripeState(env: CheckoutEnv, code: string): Promise<CheckoutState> {
  if (!STRIPE_CODE.test(code)) throw DomainError.invalid("code", "This is not a checkout code.")
  try {
    return checkoutStateOf(await stripeClient(env).checkout.sessions.retrieve(code))
  } catch (err) {
    const stripeError = err as { statusCode?: number; type?: string }
    if (stripeError.statusCode === 404) throw DomainError.notFound("There is no checkout with this code.")
    if (stripeError.type?.startsWith("Stripe")) {
      throw DomainError.upstreamFailed("The payment service could not be reached; please try again in a moment.")
    }
    throw err
  }
}

/**
 * A checkout's state as the payment service sees it now (Stripe), or as stored (test mode,
 * where the payment session holds it). Undefined when Stripe cannot say.
 */
export async function currentCheckoutState(
  env: Pick<ShopEnv, keyof CheckoutEnv>,
  stored: CheckoutState
): Promise<CheckoutState | undefined> {
  if (checkoutMode(env) === "test") return stored
  try {
    return checkoutStateOf(await stripeClient(env).checkout.sessions.retrieve(stored.id))
  } catch {
    return undefined
  }
}

export async function loadPaymentSession(container: MedusaContainer, id: string): Promise<CheckoutPaymentSession | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "payment_session",
    fields: ["id", "provider_id", "status", "amount", "currency_code", "payment_collection_id", "data"],
    filters: { id },
  })
  return (data as unknown as CheckoutPaymentSession[])[0]
}

export async function cartIdForPaymentCollection(container: MedusaContainer, paymentCollectionId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart_payment_collection",
    fields: ["cart_id"],
    filters: { payment_collection_id: paymentCollectionId },
  })
  return (data as unknown as { cart_id: string }[])[0]?.cart_id
}

export async function findCheckout(
  container: MedusaContainer,
  code: unknown,
  env: Pick<ShopEnv, keyof CheckoutEnv>
): Promise<FoundCheckout> {
  if (typeof code !== "string" || !code.trim()) throw DomainError.invalid("code", "A checkout code is required.")
  code = code.trim()
  const providerId = activeCheckoutProviderId(env)

  let state: CheckoutState | undefined
  let paymentSessionId: string | undefined
  if (checkoutMode(env) === "stripe") {
    state = await stripeState(env, code as string)
    paymentSessionId = state.payment_session_id
  } else {
    if (!TEST_CODE.test(code as string)) throw DomainError.invalid("code", "This is not a checkout code.")
    paymentSessionId = code as string
  }
  if (!paymentSessionId) throw DomainError.notFound("There is no checkout with this code.")

  const paymentSession = await loadPaymentSession(container, paymentSessionId)
  const stored = readCheckoutState(paymentSession?.data ?? undefined)
  if (!paymentSession || paymentSession.provider_id !== providerId || stored?.id !== code) {
    // Medusa drops a cart's unpaid sessions when the cart changes, and a newer checkout replaces older ones.
    throw new DomainError("conflict", "This checkout is no longer valid; please check out again.", { type: "CHECKOUT_REPLACED" })
  }
  const cartId = await cartIdForPaymentCollection(container, paymentSession.payment_collection_id)
  if (!cartId) throw DomainError.notFound("There is no cart for this checkout.")
  // In test mode the state lives in the payment session itself.
  return { code: code as string, state: state ?? stored!, paymentSession, cartId }
}
