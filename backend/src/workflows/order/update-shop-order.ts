import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { cancelOrderWorkflow, completeOrderWorkflow, updateOrderWorkflow } from "@medusajs/medusa/core-flows"
import { META, type OrderNotes } from "../../commerce/orders/order-metadata"
import { mergeOrderMetadataStep } from "./steps/merge-order-metadata"

export type UpdateShopOrderInput = {
  orderId: string
  notes?: OrderNotes
  email?: string
  status?: "cancelled" | "completed"
  /** Who made the change (the admin's account id), for Medusa's order change history. */
  by: string
}

/**
 * An admin's order edit (PATCH /api/order/{uuid}): notes in the metadata, the e-mail through
 * Medusa's updateOrderWorkflow, and a cancel or complete through Medusa's own workflows
 * (which release reservations and cancel payments). The status change runs last; if it
 * fails, the notes and e-mail are put back.
 */
export const updateShopOrderWorkflow = createWorkflow("update-shop-order", (input: UpdateShopOrderInput) => {
  when("update-order-notes", input, (i) => i.notes !== undefined).then(() => {
    mergeOrderMetadataStep(transform({ input }, ({ input }) => ({ orderId: input.orderId, set: { [META.notes]: input.notes } })))
  })
  when("update-order-email", input, (i) => Boolean(i.email)).then(() => {
    updateOrderWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({ id: input.orderId, email: input.email, user_id: input.by })),
    })
  })
  when("complete-order", input, (i) => i.status === "completed").then(() => {
    completeOrderWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ orderIds: [input.orderId] })) })
  })
  when("cancel-order", input, (i) => i.status === "cancelled").then(() => {
    cancelOrderWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ order_id: input.orderId, canceled_by: input.by })) })
  })
  return new WorkflowResponse({ orderId: input.orderId })
})
