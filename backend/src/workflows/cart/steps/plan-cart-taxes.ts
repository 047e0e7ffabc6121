import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { placeOfAccount } from "../../../commerce/cart/account-cart"
import type { CartPlace } from "../../../commerce/cart/cart-place"
import { loadCart, type LoadedCart } from "../../../commerce/cart/load-cart"
import { planCartTaxes, type TaxPlan } from "../../../commerce/cart/sync-account-cart"

export type PlanCartTaxesInput = {
  cart_id: string | null
  account_id: string
  place_changed: boolean
  /** The cart and the account's place when the sync read them and nothing wrote since. */
  cart?: LoadedCart | null
  place?: CartPlace | null
}

/** Whether the cart must be taxed again, and with which tax address (reads only). */
export const planCartTaxesStep = createStep("plan-cart-taxes", async (input: PlanCartTaxesInput, { container }) => {
  if (!input.cart_id) return new StepResponse<TaxPlan>({ input: null, forBilling: false })
  const [cart, place] = await Promise.all([
    input.cart ?? loadCart(container, input.cart_id),
    input.place ?? placeOfAccount(container, input.account_id),
  ])
  return new StepResponse(await planCartTaxes(container, cart, place, input.place_changed))
})
