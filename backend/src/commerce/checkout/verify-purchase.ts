/**
 * POST /api/cart/verify-purchase {code}: the customer is back from the hosted page. If the
 * checkout is paid, the cart becomes an order (once; the webhook may already have done it),
 * otherwise a 400 says why not. The cart stays as it is when nothing was paid.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { DomainError } from "../../lib/errors"
import { readShopEnv, type ShopEnv } from "../../config/shop-env"
import { isPaid } from "../../modules/hosted-checkout/checkout-data"
import type { CheckoutEnv } from "../../modules/hosted-checkout/config"
import { META } from "../orders/order-metadata"
import { completeCartOnce, orderIdForCart, type CompletedCart } from "./complete-cart-once"
import { findCheckout, type FoundCheckout } from "./find-checkout"

export type VerifiedPurchase = CompletedCart

/**
 * How long the order-complete page leaves a queued order to Medusa's worker (checkout-paid.ts)
 * before placing it itself: the worker places it within a second on a quiet shop and in a few
 * seconds when a crowd checks out at once; one that died is restarted and picks the order up
 * again. Past this, the page does not wait for it.
 */
export const QUEUED_ORDER_GRACE_MS = 10_000

/** The page's answer: the order, or null while the worker is placing it (ask again). */
export type PurchaseOnReturn = { order_id: string | null; customer_id: string | null }

export async function verifyPurchase(
  container: MedusaContainer,
  code: unknown,
  env: Pick<ShopEnv, keyof CheckoutEnv> = readShopEnv()
): Promise<VerifiedPurchase> {
  const checkout = await findCheckout(container, code, env)
  const existing = await orderIdForCart(container, checkout.cartId)
  if (existing) return { order_id: existing, cart_id: checkout.cartId }
  return placePaidOrder(container, checkout)
}

/** The checkout's order, placed now: a 400 when the checkout is not paid. */
async function placePaidOrder(container: MedusaContainer, checkout: FoundCheckout): Promise<VerifiedPurchase> {
  if (!isPaid(checkout.state)) {
    if (checkout.state.status === "expired") {
      throw new DomainError("invalid", "This checkout expired before it was paid; please check out again.", {
        type: "CHECKOUT_EXPIRED",
      })
    }
    throw new DomainError("invalid", "This checkout has not been paid.", { type: "NOT_PAID" })
  }
  try {
    return await completeCartOnce(container, checkout.cartId)
  } catch (err) {
    throw completionError(err)
  }
}

type PaidCart = { customer_id: string | null; metadata: Record<string, unknown> | null }

async function readPaidCart(container: MedusaContainer, cartId: string): Promise<PaidCart | undefined> {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "cart", fields: ["customer_id", "metadata"], filters: { id: cartId } })
  return (data as unknown as PaidCart[])[0]
}

/** When the cart's completion was queued (the test page's Pay), if it was. */
function queuedAt(cart: PaidCart | undefined): number | undefined {
  const stamp = cart?.metadata?.[META.paidAt]
  const at = typeof stamp === "string" ? Date.parse(stamp) : NaN
  return Number.isFinite(at) ? at : undefined
}

/**
 * The order-complete page's verification: as verifyPurchase, except that an order the queue
 * is placing (paid less than QUEUED_ORDER_GRACE_MS ago) is left to the queue and answered as
 * not there yet, so the page's call is cheap and Medusa's order workflow runs once, in the
 * worker. Answers the cart's customer too, for the caller's ownership check.
 */
export async function verifyPurchaseOnReturn(
  container: MedusaContainer,
  code: unknown,
  env: Pick<ShopEnv, keyof CheckoutEnv> = readShopEnv(),
  now: number = Date.now()
): Promise<PurchaseOnReturn> {
  const checkout = await findCheckout(container, code, env)
  const [existing, cart] = await Promise.all([orderIdForCart(container, checkout.cartId), readPaidCart(container, checkout.cartId)])
  const customer_id = cart?.customer_id ?? null
  if (existing) return { order_id: existing, customer_id }
  const queued = queuedAt(cart)
  if (isPaid(checkout.state) && queued !== undefined && now - queued < QUEUED_ORDER_GRACE_MS) {
    return { order_id: null, customer_id }
  }
  const { order_id } = await placePaidOrder(container, checkout)
  return { order_id, customer_id }
}

/** Medusa's refusals to complete a paid cart, as contract errors rather than 500s. */
function completionError(err: unknown): unknown {
  const type = (err as { type?: string }).type
  const message = (err as Error).message ?? ""
  if (type === MedusaError.Types.NOT_ALLOWED || type === MedusaError.Types.INVALID_DATA) {
    return new DomainError("conflict", `The payment was received but the order could not be placed: ${message}`, {
      type: "ORDER_NOT_PLACED",
    })
  }
  return err
}
