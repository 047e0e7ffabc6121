import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { placeOfAccount } from "../../../commerce/cart/account-cart"
import { loadCart } from "../../../commerce/cart/load-cart"
import { rememberBillingTaxes } from "../../../commerce/cart/sync-account-cart"

/**
 * Notes in the cache that the cart's new tax lines are the billing place's, so the next sync
 * skips re-taxing until Medusa re-taxes by the shipping address. Nothing to undo: a stale
 * note no longer matches the tax lines.
 */
export const rememberBillingTaxesStep = createStep(
  "remember-billing-taxes",
  async (input: { cart_id: string; account_id: string }, { container }) => {
    const [cart, place] = await Promise.all([loadCart(container, input.cart_id), placeOfAccount(container, input.account_id)])
    await rememberBillingTaxes(container, cart, place)
    return new StepResponse(undefined)
  }
)
