import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { queuePaintingProductionWorkflow } from "../workflows/painting/queue-painting-production"

/**
 * A placed order: each ordered painting gets its print file (the largest product of its
 * aspect at 150 DPI), queued once per painting whatever the number of orders or deliveries
 * of this event; a painting that has one is skipped.
 */
export default async function orderPaintingsProduction({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = await query.graph({ entity: "order", fields: ["id", "items.id", "items.metadata"], filters: { id: data.id } })
  const items = ((orders[0] as { items?: ({ metadata?: Record<string, unknown> | null } | null)[] } | undefined)?.items ?? []).filter(Boolean)
  const paintingIds = [...new Set(items.map((i) => i!.metadata?.painting_id).filter((id): id is string => typeof id === "string" && id.length > 0))]
  for (const paintingId of paintingIds) {
    try {
      await queuePaintingProductionWorkflow(container).run({ input: { paintingId } })
    } catch (err) {
      // The order stands; an admin can queue the print file again (paint_hq or the task list).
      logger.error(`Order ${data.id}: the print file of painting ${paintingId} was not queued: ${(err as Error).message}`)
    }
  }
}

export const config: SubscriberConfig = { event: "order.placed" }
