/**
 * The last door before an order: Medusa's completeCartWorkflow (run by verify-purchase, the
 * Stripe webhook and the test-payment page) refuses a cart whose lines or gift vouchers
 * break the shop's rules, however they got there. A payment already taken is given back by
 * the workflow's own compensation.
 */
import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { assertCartFollowsRules } from "../../commerce/cart/cart-rules"

completeCartWorkflow.hooks.validate(async ({ input }, { container }) => {
  await assertCartFollowsRules(container, input.id)
})
