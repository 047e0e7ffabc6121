import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createCartWorkflow } from "@medusajs/medusa/core-flows"
import { planAccountCartStep } from "./steps/plan-account-cart"
import type { CartOwnerInput } from "./steps/plan-cart-place"

/** The account's open cart, made in its shipping country's region with its addresses when it has none. */
export const openAccountCartWorkflow = createWorkflow("open-account-cart", (input: CartOwnerInput) => {
  const plan = planAccountCartStep(input)
  const created = when("make-account-cart", { plan }, ({ plan }) => !plan.cartId).then(() =>
    createCartWorkflow.runAsStep({ input: transform({ plan }, ({ plan }) => plan.create!) })
  )
  return new WorkflowResponse(transform({ plan, created }, ({ plan, created }) => ({ cart_id: plan.cartId ?? created!.id })))
})
