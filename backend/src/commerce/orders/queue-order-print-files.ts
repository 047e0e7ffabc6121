import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PAINTING_MODULE, productionTaskId, type PaintingModuleService } from "@petshop/painting-module"
import { queuePaintingProductionWorkflow } from "../../workflows/painting/queue-painting-production"
import { paintingIdOf } from "./cart-stamp"
import type { OrderItemRecord } from "./order-records"

export type PrintFilesReport = { queued: string[]; failed: { paintingId: string; reason: string }[] }

/** The paintings an order bought (its lines' painting_id), each once. */
export async function orderedPaintingIds(container: MedusaContainer, orderId: string): Promise<string[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = await query.graph({ entity: "order", fields: ["id", "items.id", "items.metadata"], filters: { id: orderId } })
  const items = ((orders[0] as { items?: (OrderItemRecord | null)[] } | undefined)?.items ?? []).filter((i): i is OrderItemRecord =>
    Boolean(i)
  )
  return [...new Set(items.map(paintingIdOf).filter((id): id is string => id !== null))]
}

/**
 * Queues the print file of each painting the order bought (once per painting: the task has
 * one id per painting). With `onlyMissing`, only paintings that have neither a print file nor
 * a print task are queued: what an order whose order.placed was lost still lacks.
 */
export async function queueOrderPrintFiles(
  container: MedusaContainer,
  orderId: string,
  opts: { onlyMissing?: boolean } = {}
): Promise<PrintFilesReport> {
  const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
  const report: PrintFilesReport = { queued: [], failed: [] }
  for (const paintingId of await orderedPaintingIds(container, orderId)) {
    if (opts.onlyMissing) {
      const [painting] = await service.listPaintings({ id: paintingId }, { select: ["id", "production_image"], take: 1 })
      if (!painting || (painting.production_image as { fileId?: string } | null)?.fileId) continue
      const [task] = await service.listTasks({ id: productionTaskId(paintingId) }, { select: ["id"], take: 1 })
      if (task) continue
    }
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
