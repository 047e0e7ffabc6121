/**
 * A cart's payment collection, made for the amount the cart shows (commerce/money) when the
 * customer first goes to pay. Medusa's createPaymentCollectionForCartWorkflow would read the
 * whole cart with its computed totals for an unrounded amount that set-checkout-amount then
 * corrects; the caller has priced the cart already, so this writes the collection and its cart
 * link with Medusa's own steps (each undone if a later one fails). Starts of one cart's checkout
 * are serialised by the caller (start-hosted-checkout's lock), which is what Medusa's cart lock
 * guards here.
 */
import { Modules } from "@medusajs/framework/utils"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createPaymentCollectionsStep, createRemoteLinkStep } from "@medusajs/medusa/core-flows"

export type CreateCheckoutCollectionInput = {
  cart_id: string
  /** The cart's total by the shop's rounding rule, in major units. */
  amount: number
  currency_code: string
}

export const createCheckoutCollectionWorkflow = createWorkflow("create-checkout-collection", (input: CreateCheckoutCollectionInput) => {
  const created = createPaymentCollectionsStep(
    transform({ input }, ({ input }) => [{ amount: input.amount, currency_code: input.currency_code }])
  )
  createRemoteLinkStep(
    transform({ input, created }, ({ input, created }) => [
      { [Modules.CART]: { cart_id: input.cart_id }, [Modules.PAYMENT]: { payment_collection_id: created[0].id } },
    ])
  ).config({ name: "cart-payment-collection-link" })
  return new WorkflowResponse(transform({ created }, ({ created }) => created[0]))
})
