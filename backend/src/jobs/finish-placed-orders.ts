import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { finishWindow, type FinishOptions, type FinishReport } from "../commerce/orders/finish-placed-orders"
import { listPlacedOrders } from "../commerce/orders/list-placed-orders"
import { queueOrderPrintFiles } from "../workflows/order/queue-order-print-files"
import { recordPlacedOrderWorkflow } from "../workflows/order/record-placed-order"
import { sendOrderConfirmationWorkflow } from "../workflows/order/send-order-confirmation"

/**
 * Each recent order gets what a lost order.placed left undone (commerce/orders/finish-placed-orders.ts):
 * its record, its missing print files, its confirmation. Each order is its own unit, and so
 * is each step of it, as in the subscribers: one failure does not undo or hold up the others.
 */
export async function finishPlacedOrders(container: MedusaContainer, opts: FinishOptions = {}): Promise<FinishReport> {
  const report: FinishReport = { checked: 0, recorded: [], printFiles: [], emailed: [], failed: [] }
  for (const order of await listPlacedOrders(container, finishWindow(opts))) {
    report.checked++
    try {
      const { result } = await recordPlacedOrderWorkflow(container).run({ input: { orderId: order.id } })
      if (result.applied.length || result.linked) report.recorded.push(order.id)
      if (order.status === "canceled") continue
      const prints = await queueOrderPrintFiles(container, order.id, { onlyMissing: true })
      report.printFiles.push(...prints.queued)
      for (const f of prints.failed) report.failed.push({ orderId: order.id, reason: `print file of ${f.paintingId}: ${f.reason}` })
      const { result: confirmation } = await sendOrderConfirmationWorkflow(container).run({ input: { orderId: order.id } })
      if (confirmation.sent) report.emailed.push(order.id)
    } catch (err) {
      // One order's trouble does not hold up the others; the next run tries it again.
      report.failed.push({ orderId: order.id, reason: (err as Error).message })
    }
  }
  return report
}

/** Every ten minutes: recent orders get whatever a lost order.placed left undone. */
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
