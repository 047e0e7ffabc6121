/**
 * POST /api/cart/create-checkout-session: the URL of a hosted card page for the cart, and the
 * code the customer will come back with. The amount is the cart's total as the cart shows it
 * (commerce/money, counted on the server): the cart's payment collection is set to it, and the
 * provider charges its payment session's amount. A checkout still open for the same amount is reused
 * (double clicks, back button); otherwise a new one replaces it, which expires the old page.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createPaymentSessionsWorkflow } from "@medusajs/medusa/core-flows"
import { DomainError } from "../../lib/errors"
import { readShopEnv, type ShopEnv } from "../../config/shop-env"
import { toMinorUnits } from "../../modules/hosted-checkout/amounts"
import { readCheckoutState, type CheckoutState } from "../../modules/hosted-checkout/checkout-data"
import { activeCheckoutProviderId, checkoutMode, type CheckoutEnv } from "../../modules/hosted-checkout/config"
import type { CheckoutSessionInput } from "../../modules/hosted-checkout/stripe-checkout"
import { currentCheckoutState } from "../../commerce/checkout/find-checkout"
import { ownersTestPaymentUrl } from "../../commerce/checkout/test-payment-token"
import { assertLoadedCartFollowsRules } from "../../commerce/cart/cart-rules"
import { loadCart as loadShopCart, type LoadedCart } from "../../commerce/cart/load-cart"
import { priceCart } from "../../commerce/cart/present-cart"
import { createCheckoutCollectionWorkflow } from "./create-checkout-collection"
import { setCheckoutAmountWorkflow } from "./set-checkout-amount"

export type StartHostedCheckoutInput = {
  cart_id: string
  /** The cart as the caller has just read and shown it (the checkout route's sync); read here when absent. */
  cart?: LoadedCart
}
export type StartedHostedCheckout = {
  /** Where to send the customer: Stripe's hosted page, or our labelled test-payment page. */
  url: string
  /** The checkout code the customer returns with (`/order-complete/{code}`), for verify-purchase. */
  code: string
  provider_id: string
  test_mode: boolean
  /** What the customer will be charged, in major units (the cart's total as shown). */
  amount: number
  currency_code: string
}

type PaymentSessionRow = { id: string; provider_id: string; status: string; data: Record<string, unknown> | null }
/** What only this start may trust once it holds the cart's checkout lock: whether the cart was ordered, and its payment. */
type CheckoutRow = {
  id: string
  completed_at: string | null
  region: { payment_providers: ({ id: string } | null)[] | null } | null
  payment_collection: {
    id: string
    amount: number
    currency_code: string
    payment_sessions: PaymentSessionRow[] | null
  } | null
}
/** A line as the hosted page describes it (Medusa keeps the product's and variant's titles on the line). */
type DescribedLine = LoadedCart["items"][number] & { product_title?: string | null; variant_title?: string | null }

/** A reused page must stay payable long enough for the customer to finish. */
const MIN_REMAINING_S = 30 * 60

async function loadCheckoutRow(container: MedusaContainer, cartId: string): Promise<CheckoutRow | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: [
      "id",
      "completed_at",
      "region.payment_providers.id",
      "payment_collection.id",
      "payment_collection.amount",
      "payment_collection.currency_code",
      "payment_collection.payment_sessions.id",
      "payment_collection.payment_sessions.provider_id",
      "payment_collection.payment_sessions.status",
      "payment_collection.payment_sessions.data",
    ],
    filters: { id: cartId },
  })
  return (data as unknown as CheckoutRow[])[0]
}

/** What the hosted page shows under the single order line; never a price. */
function describeItems(cart: LoadedCart): string {
  const lines = (cart.items as DescribedLine[]).map((i) => {
    const name = [i.product_title ?? i.title, i.variant_title].filter(Boolean).join(", ")
    return `${i.quantity} x ${name}`
  })
  const text = lines.join("; ")
  return text.length > 480 ? `${text.slice(0, 477)}...` : text
}

/** An earlier checkout of this cart that the customer can still pay, for the same amount. */
async function reusable(
  env: Pick<ShopEnv, keyof CheckoutEnv>,
  sessions: PaymentSessionRow[],
  providerId: string,
  amountMinor: number,
  currency: string
): Promise<CheckoutState | undefined> {
  const payable = (state: CheckoutState | undefined) =>
    !!state?.url &&
    state.status === "open" &&
    state.amount_total === amountMinor &&
    state.currency === currency &&
    (state.expires_at ?? 0) - Date.now() / 1000 > MIN_REMAINING_S
  for (const session of sessions) {
    const stored = readCheckoutState(session.data ?? undefined)
    if (session.provider_id !== providerId || session.status !== "pending" || !payable(stored)) continue
    // Stripe may have expired it meanwhile; ask before sending the customer there.
    const current = await currentCheckoutState(env, stored!)
    if (payable(current)) return current
  }
  return undefined
}

function assertCheckoutable(row: CheckoutRow, cart: LoadedCart, providerId: string): void {
  if (row.completed_at) throw new DomainError("invalid", "This cart has already been ordered.", { type: "CART_COMPLETED" })
  if (!cart.items.length) throw new DomainError("invalid", "Your cart is empty.", { type: "CART_EMPTY" })
  // A paid cart that cannot become an order would keep the money without one: check first.
  if (!cart.shipping_address) throw DomainError.invalid("shippingAddress", "Please add a shipping address.")
  if (!cart.shipping_methods.length) {
    throw new DomainError("invalid", "Please choose a shipping option.", { type: "NO_SHIPPING_METHOD" })
  }
  const enabled = (row.region?.payment_providers ?? []).some((p) => p?.id === providerId)
  if (!enabled) {
    throw DomainError.unavailable(`Checkout is not set up for this region (payment provider ${providerId}); run the seed.`)
  }
}

async function start(
  container: MedusaContainer,
  input: StartHostedCheckoutInput,
  env: Pick<ShopEnv, keyof CheckoutEnv>
): Promise<StartedHostedCheckout> {
  const providerId = activeCheckoutProviderId(env)
  const cartId = input.cart_id
  // The cart's payment is read under the lock: another start may just have changed it.
  const row = await loadCheckoutRow(container, cartId)
  if (!row) throw DomainError.notFound("Cart not found.")
  const cart = input.cart ?? (await loadShopCart(container, cartId))
  assertCheckoutable(row, cart, providerId)
  // The rules completion enforces, checked before the customer pays rather than after.
  await assertLoadedCartFollowsRules(container, cart)

  // The amount charged is the total the cart shows, to the cent.
  const shown = priceCart(cart)
  let collection = row.payment_collection
  if (!collection) {
    const { result: made } = await createCheckoutCollectionWorkflow(container).run({
      input: { cart_id: cartId, amount: shown.total, currency_code: cart.currency_code },
    })
    collection = { id: made.id, amount: shown.total, currency_code: made.currency_code, payment_sessions: [] }
  } else if (Number(collection.amount) !== shown.total || collection.currency_code !== cart.currency_code) {
    // A changed amount drops every session made for the old one.
    await setCheckoutAmountWorkflow(container).run({
      input: {
        payment_collection_id: collection.id,
        payment_session_ids: (collection.payment_sessions ?? []).map((s) => s.id),
        amount: shown.total,
        currency_code: cart.currency_code,
      },
    })
    collection = { ...collection, amount: shown.total, currency_code: cart.currency_code, payment_sessions: [] }
  } else {
    collection = { ...collection, amount: Number(collection.amount) }
  }
  const currency = collection.currency_code.toLowerCase()
  const amountMinor = toMinorUnits(collection.amount, currency)
  const testMode = checkoutMode(env) === "test"
  const owner = cart.customer_id
  const result = (state: CheckoutState): StartedHostedCheckout => ({
    // The test page's Pay is the cart owner's: its URL carries a token for this checkout and owner.
    url: testMode ? ownersTestPaymentUrl(env, state.url!, state.id, owner) : state.url!,
    code: state.id,
    provider_id: providerId,
    test_mode: testMode,
    amount: collection.amount,
    currency_code: currency,
  })

  const open = await reusable(env, collection.payment_sessions ?? [], providerId, amountMinor, currency)
  if (open) return result(open)

  const data: CheckoutSessionInput = { cart_id: cartId, email: cart.email, description: describeItems(cart) }
  const { result: session } = await createPaymentSessionsWorkflow(container).run({
    input: { payment_collection_id: collection.id, provider_id: providerId, data: data as Record<string, unknown> },
  })
  const state = readCheckoutState(session.data)
  if (!state?.url) throw new Error(`Payment provider ${providerId} returned no checkout URL`)
  return result(state)
}

export async function startHostedCheckout(
  container: MedusaContainer,
  input: StartHostedCheckoutInput,
  env: Pick<ShopEnv, keyof CheckoutEnv> = readShopEnv()
): Promise<StartedHostedCheckout> {
  if (typeof input?.cart_id !== "string" || !input.cart_id) throw DomainError.invalid("cart", "A cart is required.")
  if (input.cart && input.cart.id !== input.cart_id) throw DomainError.invalid("cart", "The cart read is not the cart to check out.")
  const locking = container.resolve(Modules.LOCKING)
  try {
    // One start at a time per cart, so concurrent clicks do not replace each other's pages.
    return await locking.execute(`hosted-checkout:${input.cart_id}`, () => start(container, input, env), {
      timeout: 15,
    })
  } catch (err) {
    throw startError(err)
  }
}

function startError(err: unknown): unknown {
  if (err instanceof DomainError) return err
  const e = err as { type?: string; message?: string; statusCode?: number }
  if (e.type === MedusaError.Types.NOT_ALLOWED && /already been paid/.test(e.message ?? "")) {
    return new DomainError("conflict", "This cart has already been paid; your order is being completed.", { type: "ALREADY_PAID" })
  }
  if (e.type?.startsWith("Stripe") || /stripe/i.test(e.message ?? "")) {
    return DomainError.upstreamFailed("The payment service could not be reached; please try again in a moment.")
  }
  return err
}
