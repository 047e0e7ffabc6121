import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { planAccountCart } from "../../../commerce/cart/account-cart"
import type { CartOwnerInput } from "./plan-cart-place"

/** The account's open cart, or the cart to make for it (reads only). */
export const planAccountCartStep = createStep("plan-account-cart", async (input: CartOwnerInput, { container }) => {
  return new StepResponse(await planAccountCart(container, { id: input.account_id, customerId: input.customer_id }))
})
