import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createOrderWorkflow, type CreateOrderWorkflowInput } from "@medusajs/medusa/core-flows"
import type { ManualOrderInput } from "../../commerce/orders/manual-order"
import { recordPlacedOrderWorkflow } from "./record-placed-order"

/**
 * An order an admin makes by hand (POST /api/order): Medusa's createOrderWorkflow prices the
 * items in the region's currency, then the shop records it like a placed order (cart stamp,
 * painting links). If recording fails, the order is removed again by Medusa's compensation.
 */
export const createManualOrderWorkflow = createWorkflow("create-manual-order", (input: ManualOrderInput) => {
  // Medusa's input type wants a title and price per item; the workflow fills both from the variant.
  const orderInput = transform({ input }, ({ input }) => ({ ...input, status: "pending" }) as unknown as CreateOrderWorkflowInput)
  const order = createOrderWorkflow.runAsStep({ input: orderInput })
  const orderId = transform({ order }, ({ order }) => order.id)
  recordPlacedOrderWorkflow.runAsStep({ input: transform({ orderId }, ({ orderId }) => ({ orderId })) })
  return new WorkflowResponse({ orderId })
})
