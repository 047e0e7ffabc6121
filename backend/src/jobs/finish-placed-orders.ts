import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { finishPlacedOrders } from "../commerce/orders/finish-placed-orders"

/** Every ten minutes: recent orders get whatever a lost order.placed left undone (see finish-placed-orders). */
export default async function finishPlacedOrdersJob(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const report = await finishPlacedOrders(container)
  if (report.recorded.length || report.printFiles.length || report.emailed.length) {
    logger.warn(
      `Placed orders finished late: ${report.recorded.length} recorded (${report.recorded.join(", ")}), ` +
        `${report.printFiles.length} print file(s) queued, ${report.emailed.length} confirmation(s) sent.`
    )
  }
  for (const f of report.failed) logger.error(`Order ${f.orderId} could not be finished: ${f.reason}`)
}

export const config = { name: "finish-placed-orders", schedule: "*/10 * * * *" }
