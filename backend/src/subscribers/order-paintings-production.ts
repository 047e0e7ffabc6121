import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { queueOrderPrintFiles } from "../workflows/order/queue-order-print-files"

/**
 * A placed order: each ordered painting gets its print file (the largest product of its
 * aspect at 150 DPI), queued once per painting whatever the number of orders or deliveries
 * of this event; a painting that has one is skipped.
 */
export default async function orderPaintingsProduction({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const { failed } = await queueOrderPrintFiles(container, data.id)
  for (const f of failed) {
    // The order stands; an admin can queue the print file again (paint_hq or the task list).
    logger.error(`Order ${data.id}: the print file of painting ${f.paintingId} was not queued: ${f.reason}`)
  }
}

export const config: SubscriberConfig = { event: "order.placed" }
