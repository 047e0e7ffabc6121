import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { openAccountCartWorkflow } from "../cart/open-account-cart"
import { syncAccountCartWorkflow } from "../cart/sync-account-cart"
import { checkVoucherForCartStep } from "./steps/check-voucher-for-cart"
import { setCartVoucherCodesStep } from "./steps/set-cart-voucher-codes"

export type ApplyVoucherInput = { account_id: string; customer_id: string; code: string }

/**
 * POST /api/promo_code/apply: a gift voucher the caller's cart qualifies for goes on it, and
 * the cart's discount is worked out. The code stays with the cart, so it drops out while the
 * cart stops qualifying and comes back when it does again (see the cart sync).
 */
export const applyVoucherWorkflow = createWorkflow("apply-voucher", (input: ApplyVoucherInput) => {
  const voucher = checkVoucherForCartStep(transform({ input }, ({ input }) => ({ customer_id: input.customer_id, code: input.code })))
  const owner = transform({ input }, ({ input }) => ({ account_id: input.account_id, customer_id: input.customer_id }))
  const cart = openAccountCartWorkflow.runAsStep({ input: owner })
  setCartVoucherCodesStep(transform({ cart, voucher }, ({ cart, voucher }) => ({ cart_id: cart.cart_id, add: voucher.code })))
  syncAccountCartWorkflow.runAsStep({ input: owner })
  return new WorkflowResponse(cart)
})
