import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { withLineQuantity } from "../../commerce/cart/sync-account-cart"
import { findOwnCartLineStep } from "./steps/find-own-cart-line"
import { removeCartLineStep } from "./steps/remove-cart-line"
import { setCartLineQuantityStep } from "./steps/set-cart-line-quantity"
import { settleCartLines } from "./settle-cart-lines"

export type ChangeCartLineInput = { account_id: string; customer_id: string; line_id: string; quantity: number }

/**
 * PATCH and DELETE /api/cart/{id}: a line of the caller's cart to a new quantity (0 removes
 * it) by the cart module alone (Medusa's line workflows refresh the whole cart), then the cart
 * brought in line as far as the change needs (settle-cart-lines): a voucher whose quantity
 * rule stops holding drops out, one that holds again comes back, shipping and taxes follow.
 */
export const changeCartLineWorkflow = createWorkflow("change-cart-line", (input: ChangeCartLineInput) => {
  const line = findOwnCartLineStep(transform({ input }, ({ input }) => ({ customer_id: input.customer_id, line_id: input.line_id })))
  when("remove-cart-line", { input }, ({ input }) => input.quantity === 0).then(() => {
    removeCartLineStep(transform({ line }, ({ line }) => ({ line_id: line.line_id })))
  })
  when("set-cart-line-quantity", { input, line }, ({ input, line }) => input.quantity > 0 && input.quantity !== line.quantity).then(() => {
    setCartLineQuantityStep(
      transform({ input, line }, ({ input, line }) => ({
        line_id: line.line_id,
        quantity: input.quantity,
        previous_quantity: line.quantity,
      }))
    )
  })
  const settled = settleCartLines(
    transform({ input, line }, ({ input, line }) => ({
      account_id: input.account_id,
      customer_id: input.customer_id,
      cart_id: line.cart_id,
      // What the write did, applied to the cart read before it: no second read.
      cart: withLineQuantity(line.cart, line.line_id, input.quantity),
    }))
  )
  return new WorkflowResponse(transform({ line, settled }, ({ line, settled }) => ({ cart_id: line.cart_id, seen: settled.seen })))
})
