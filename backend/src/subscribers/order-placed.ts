import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { loadOrder } from "../commerce/orders/cart-stamp"
import { readCommunications } from "../commerce/orders/order-metadata"
import { recordPlacedOrderWorkflow } from "../workflows/order/record-placed-order"
import { sendOrderEmailWorkflow } from "../workflows/order/send-order-email"

/**
 * A placed order: its cart stamp (the paintings as bought) and painting links, then the
 * confirmation e-mail. Safe to redeliver: the stamp and links are made once and the
 * e-mail is skipped when the order's communications already list it.
 */
export default async function orderPlaced({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  await recordPlacedOrderWorkflow(container).run({ input: { orderId: data.id } })

  const order = await loadOrder(container, data.id, ["id", "email", "metadata"])
  if (!order?.email || readCommunications(order.metadata).some((c) => c.template === "order-confirmation")) return
  try {
    await sendOrderEmailWorkflow(container).run({ input: { orderId: order.id, template: "order-confirmation", to: order.email } })
  } catch (err) {
    // The order stands without its e-mail; an admin can send it again from the order.
    logger.error(`Order ${order.id}: the confirmation e-mail was not sent: ${(err as Error).message}`)
  }
}

export const config: SubscriberConfig = { event: "order.placed" }
