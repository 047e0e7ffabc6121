/**
 * Sets a cart's payment collection to the amount the cart shows (commerce/money), which is the
 * amount checkout charges. Medusa's own refresh would set its unrounded total (95.4025 for a
 * cart shown as 95.40). As Medusa's refresh does, sessions made for another amount go first:
 * their hosted pages would charge the old amount (a paid one refuses to go, see the providers).
 */
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deletePaymentSessionsWorkflow, updatePaymentCollectionStep } from "@medusajs/medusa/core-flows"

export type SetCheckoutAmountInput = {
  payment_collection_id: string
  /** What the collection holds now, and its sessions. */
  current_amount: number
  current_currency_code: string
  payment_session_ids: string[]
  /** The cart's total by the shop's rounding rule, in major units. */
  amount: number
  currency_code: string
}

export const setCheckoutAmountWorkflow = createWorkflow("set-checkout-amount", (input: SetCheckoutAmountInput) => {
  const changed = transform({ input }, ({ input }) => {
    return input.current_amount !== input.amount || input.current_currency_code !== input.currency_code
  })
  when("checkout-amount-changed", { changed }, ({ changed }) => changed).then(() => {
    const sessions = transform({ input }, ({ input }) => ({ ids: input.payment_session_ids }))
    deletePaymentSessionsWorkflow.runAsStep({ input: sessions })
    const update = transform({ input }, ({ input }) => ({
      selector: { id: input.payment_collection_id },
      update: { amount: input.amount, currency_code: input.currency_code },
    }))
    updatePaymentCollectionStep(update)
  })
  return new WorkflowResponse(changed)
})
