import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { assertOrderSendable, planPartnerSend } from "../../../commerce/fulfillment/send-package"
import type { OrderRecord } from "../../../commerce/orders/order-records"

/** Refuses an order that may not be sent (cancelled, a test order) before anything else (reads only). */
export const checkOrderSendableStep = createStep("check-order-sendable", async (order: OrderRecord) => {
  assertOrderSendable(order)
  return new StepResponse(undefined)
})

/** Under the order's lock: the partner order the package has already, or what to send (reads only). */
export const planPartnerSendStep = createStep("plan-partner-send", async (order: OrderRecord, { container }) => {
  return new StepResponse(await planPartnerSend(container, order))
})
