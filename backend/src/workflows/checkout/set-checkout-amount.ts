/**
 * Sets a cart's payment collection to the amount the cart shows (commerce/money), which is the
 * amount checkout charges. Medusa's own refresh would set its unrounded total (95.4025 for a
 * cart shown as 95.40). As Medusa's refresh does, sessions made for another amount go first:
 * their hosted pages would charge the old amount (a paid one refuses to go, see the providers).
 */
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deletePaymentSessionsWorkflow, updatePaymentCollectionStep } from "@medusajs/medusa/core-flows"

export type SetCheckoutAmountInput = {
  payment_collection_id: string
  /** The collection's sessions, all made for its old amount. */
  payment_session_ids: string[]
  /** The cart's total by the shop's rounding rule, in major units. */
  amount: number
  currency_code: string
}

/** Run only for a new amount (start-hosted-checkout.ts compares): an unchanged one keeps its sessions. */
export const setCheckoutAmountWorkflow = createWorkflow("set-checkout-amount", (input: SetCheckoutAmountInput) => {
  const sessions = transform({ input }, ({ input }) => ({ ids: input.payment_session_ids }))
  deletePaymentSessionsWorkflow.runAsStep({ input: sessions })
  const update = transform({ input }, ({ input }) => ({
    selector: { id: input.payment_collection_id },
    update: { amount: input.amount, currency_code: input.currency_code },
  }))
  updatePaymentCollectionStep(update)
  return new WorkflowResponse(undefined)
})
