import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { recordPlacedOrderWorkflow } from "../workflows/order/record-placed-order"
import { sendOrderConfirmationWorkflow } from "../workflows/order/send-order-confirmation"

/**
 * A placed order: its cart stamp (the paintings as bought) and painting links, then the
 * confirmation e-mail. Safe to redeliver: the stamp and links are made once and the
 * e-mail is skipped when the order's communications already list it. Whatever a lost event
 * leaves undone, the finish-placed-orders job does ten minutes later.
 */
export default async function orderPlaced({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  await recordPlacedOrderWorkflow(container).run({ input: { orderId: data.id } })
  try {
    await sendOrderConfirmationWorkflow(container).run({ input: { orderId: data.id } })
  } catch (err) {
    // The order stands without its e-mail; an admin can send it again from the order.
    logger.error(`Order ${data.id}: the confirmation e-mail was not sent: ${(err as Error).message}`)
  }
}

export const config: SubscriberConfig = { event: "order.placed" }
