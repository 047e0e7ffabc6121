import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { syncAccountCartWorkflow } from "../cart/sync-account-cart"
import { findCartVoucherStep } from "./steps/find-cart-voucher"
import { setCartVoucherCodesStep } from "./steps/set-cart-voucher-codes"

export type CancelVoucherInput = { account_id: string; customer_id: string; code: string }

/** POST /api/promo_code/cancel: a gift voucher leaves the caller's cart, and its discount with it. */
export const cancelVoucherWorkflow = createWorkflow("cancel-voucher", (input: CancelVoucherInput) => {
  const found = findCartVoucherStep(transform({ input }, ({ input }) => ({ customer_id: input.customer_id, code: input.code })))
  setCartVoucherCodesStep(transform({ found }, ({ found }) => ({ cart_id: found.cart_id, remove: found.code })))
  syncAccountCartWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({ account_id: input.account_id, customer_id: input.customer_id })),
  })
  return new WorkflowResponse(transform({ found }, ({ found }) => ({ cart_id: found.cart_id })))
})
