/**
 * POST /api/cart/verify-purchase {code}: the customer is back from the hosted page. If the
 * checkout is paid, the cart becomes an order (once; the webhook may already have done it),
 * otherwise a 400 says why not. The cart stays as it is when nothing was paid.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { DomainError } from "../../lib/errors"
import { readShopEnv, type ShopEnv } from "../../config/shop-env"
import { isPaid } from "../../modules/hosted-checkout/checkout-data"
import type { CheckoutEnv } from "../../modules/hosted-checkout/config"
import { completeCartOnce, orderIdForCart, type CompletedCart } from "./complete-cart-once"
import { findCheckout } from "./find-checkout"

export type VerifiedPurchase = CompletedCart

export async function verifyPurchase(
  container: MedusaContainer,
  code: unknown,
  env: Pick<ShopEnv, keyof CheckoutEnv> = readShopEnv()
): Promise<VerifiedPurchase> {
  const checkout = await findCheckout(container, code, env)
  const existing = await orderIdForCart(container, checkout.cartId)
  if (existing) return { order_id: existing, cart_id: checkout.cartId }

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
