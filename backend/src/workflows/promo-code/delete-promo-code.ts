import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deletePromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { findVoucherCartsStep } from "./steps/find-voucher-carts"
import { resyncCartsStep } from "./steps/resync-carts"

/** Deletes a gift voucher; the open carts that carried it lose its discount right away. */
export const deletePromoCodeWorkflow = createWorkflow("delete-promo-code", (input: { id: string }) => {
  const carts = findVoucherCartsStep(transform({ input }, ({ input }) => ({ promotion_id: input.id })))
  deletePromotionsWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ ids: [input.id] })) })
  resyncCartsStep(carts)
  return new WorkflowResponse({ id: input.id })
})
