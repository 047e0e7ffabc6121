import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { META, type OrderFulfillment } from "../../commerce/orders/order-metadata"
import { mergeOrderMetadataStep } from "../order/steps/merge-order-metadata"

export type UpdateOrderFulfillmentInput = { orderId: string; fulfillment: OrderFulfillment }

/**
 * PATCH /api/order/{uuid}/update-fulfillment and the print partner's status: the order's
 * fulfillment {merchantOrderId, isReady, isSent} in its metadata, under the per-order lock;
 * the step's compensation puts the previous value back.
 */
export const updateOrderFulfillmentWorkflow = createWorkflow("update-order-fulfillment", (input: UpdateOrderFulfillmentInput) => {
  const merged = mergeOrderMetadataStep(
    transform({ input }, ({ input }) => ({ orderId: input.orderId, set: { [META.fulfillment]: input.fulfillment } }))
  )
  return new WorkflowResponse({ orderId: input.orderId, applied: merged.applied })
})
