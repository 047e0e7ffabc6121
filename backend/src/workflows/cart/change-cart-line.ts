import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deleteLineItemsWorkflow, updateLineItemInCartWorkflow } from "@medusajs/medusa/core-flows"
import { findOwnCartLineStep } from "./steps/find-own-cart-line"
import { syncAccountCartWorkflow } from "./sync-account-cart"

export type ChangeCartLineInput = { account_id: string; customer_id: string; line_id: string; quantity: number }

/**
 * PATCH and DELETE /api/cart/{id}: a line of the caller's cart to a new quantity (0 removes
 * it), then the cart brought in line: a voucher whose quantity rule stops holding drops out,
 * one that holds again comes back, shipping and taxes follow.
 */
export const changeCartLineWorkflow = createWorkflow("change-cart-line", (input: ChangeCartLineInput) => {
  const line = findOwnCartLineStep(transform({ input }, ({ input }) => ({ customer_id: input.customer_id, line_id: input.line_id })))
  when("remove-cart-line", { input }, ({ input }) => input.quantity === 0).then(() => {
    deleteLineItemsWorkflow.runAsStep({ input: transform({ line }, ({ line }) => ({ cart_id: line.cart_id, ids: [line.line_id] })) })
  })
  when("set-cart-line-quantity", { input, line }, ({ input, line }) => input.quantity > 0 && input.quantity !== line.quantity).then(() => {
    updateLineItemInCartWorkflow.runAsStep({
      input: transform({ input, line }, ({ input, line }) => ({
        cart_id: line.cart_id,
        item_id: line.line_id,
        update: { quantity: input.quantity },
      })),
    })
  })
  syncAccountCartWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({ account_id: input.account_id, customer_id: input.customer_id })),
  })
  return new WorkflowResponse(transform({ line }, ({ line }) => ({ cart_id: line.cart_id })))
})
