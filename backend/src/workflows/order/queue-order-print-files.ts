/**
 * The batch runner for an order's print files, shared by its two entry points (the
 * order.placed subscriber order-paintings-production and the finish-placed-orders job):
 * one queue-painting-production run per painting, each its own unit, so one painting's
 * failure neither undoes nor stops the others. Queued once per painting (the task has one id
 * per painting). With `onlyMissing`, only paintings with neither a print file nor a print task.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { orderedPaintingIds, paintingsLackingPrintFile } from "../../commerce/orders/queue-order-print-files"
import { queuePaintingProductionWorkflow } from "../painting/queue-painting-production"

export type PrintFilesReport = { queued: string[]; failed: { paintingId: string; reason: string }[] }

export async function queueOrderPrintFiles(
  container: MedusaContainer,
  orderId: string,
  opts: { onlyMissing?: boolean } = {}
): Promise<PrintFilesReport> {
  const ordered = await orderedPaintingIds(container, orderId)
  const paintingIds = opts.onlyMissing ? await paintingsLackingPrintFile(container, ordered) : ordered
  const report: PrintFilesReport = { queued: [], failed: [] }
  for (const paintingId of paintingIds) {
    try {
      const { result } = await queuePaintingProductionWorkflow(container).run({ input: { paintingId } })
      if (result.queued) report.queued.push(paintingId)
    } catch (err) {
      // The order stands; an admin can queue the print file again (paint_hq or the task list).
      report.failed.push({ paintingId, reason: (err as Error).message })
    }
  }
  return report
}
