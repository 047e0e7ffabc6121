import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PAINTING_MODULE, productionTaskId, type PaintingModuleService } from "@petshop/painting-module"
import { paintingIdOf } from "./cart-stamp"
import type { OrderItemRecord } from "./order-records"

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
 * Of these paintings, those with neither a print file nor a print task: what an order whose
 * order.placed was lost still lacks.
 */
export async function paintingsLackingPrintFile(container: MedusaContainer, paintingIds: string[]): Promise<string[]> {
  const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
  const lacking: string[] = []
  for (const paintingId of paintingIds) {
    const [painting] = await service.listPaintings({ id: paintingId }, { select: ["id", "production_image"], take: 1 })
    if (!painting || (painting.production_image as { fileId?: string } | null)?.fileId) continue
    const [task] = await service.listTasks({ id: productionTaskId(paintingId) }, { select: ["id"], take: 1 })
    if (!task) lacking.push(paintingId)
  }
  return lacking
}
