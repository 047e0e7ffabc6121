import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { openCartOrPlan } from "../../../commerce/cart/account-cart"
import type { CartOwnerInput } from "./plan-cart-place"

/** The account's open cart as a line write needs it, or the cart to make for it (reads only). */
export const findAccountCartStep = createStep("find-account-cart", async (input: CartOwnerInput, { container }) => {
  return new StepResponse(await openCartOrPlan(container, { id: input.account_id, customerId: input.customer_id }))
})
