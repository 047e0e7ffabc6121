import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { buildCartStamp, loadOrder } from "../../commerce/orders/cart-stamp"
import { deliverOrderEmail, type OrderEmailTemplate, type ShipmentTracking } from "../../commerce/orders/order-email"
import { META, type CartStampItem } from "../../commerce/orders/order-metadata"
import { ORDER_EMAIL_FIELDS } from "../../commerce/orders/order-records"
import { mergeOrderMetadataStep } from "./steps/merge-order-metadata"

export type SendOrderEmailInput = {
  orderId: string
  template: OrderEmailTemplate
  to: string
  by?: string | null
  /** The print partner's parcels, listed in an "order-shipped" e-mail. */
  tracking?: ShipmentTracking[]
}

/** Sends the e-mail; last, because a sent e-mail cannot be taken back. */
const deliverOrderEmailStep = createStep("deliver-order-email", async (input: SendOrderEmailInput, { container }) => {
  const order = await loadOrder(container, input.orderId, ORDER_EMAIL_FIELDS)
  if (!order) throw new Error(`Order ${input.orderId} not found`)
  const stored = order.metadata?.[META.cartStamp]
  const stamp = Array.isArray(stored) ? (stored as CartStampItem[]) : await buildCartStamp(container, order)
  const { id } = await deliverOrderEmail(container, { to: input.to, template: input.template, order, stamp, tracking: input.tracking })
  return new StepResponse({ notificationId: id })
})

/**
 * An order e-mail and its entry in the order's communications[]. The entry is written
 * first and taken back if sending fails, so the list only shows e-mails that went out.
 */
export const sendOrderEmailWorkflow = createWorkflow("send-order-email", (input: SendOrderEmailInput) => {
  const communication = transform({ input }, ({ input }) => ({
    template: input.template,
    sentAt: new Date().toISOString(),
    to: input.to,
    by: input.by ?? null,
  }))
  mergeOrderMetadataStep(
    transform({ input, communication }, ({ input, communication }) => ({
      orderId: input.orderId,
      append: { [META.communications]: communication },
    }))
  )
  const sent = deliverOrderEmailStep(input)
  return new WorkflowResponse({ communication, notificationId: sent.notificationId })
})
