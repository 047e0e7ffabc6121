import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { CartWorkflowEvents } from "@medusajs/framework/utils"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { createAccountCartStep } from "./steps/create-account-cart"
import { planAccountCartStep } from "./steps/plan-account-cart"
import type { CartOwnerInput } from "./steps/plan-cart-place"

/** The account's open cart, made in its shipping country's region with its addresses when it has none. */
export const openAccountCartWorkflow = createWorkflow("open-account-cart", (input: CartOwnerInput) => {
  const plan = planAccountCartStep(input)
  const created = when("make-account-cart", { plan }, ({ plan }) => !plan.cartId).then(() => {
    const cart = createAccountCartStep(transform({ plan }, ({ plan }) => plan.create!))
    emitEventStep({ eventName: CartWorkflowEvents.CREATED, data: transform({ cart }, ({ cart }) => ({ id: cart.id })) })
    return cart
  })
  return new WorkflowResponse(transform({ plan, created }, ({ plan, created }) => ({ cart_id: plan.cartId ?? created!.id })))
})
