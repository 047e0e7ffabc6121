import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

const BATCH = 100

/**
 * Every placed (not draft) order, oldest first, optionally only those created in a window:
 * what GET /api/orders/update and the finish-placed-orders job walk, one workflow run each.
 * Read in pages of a hundred; only ids and status are kept.
 */
export async function listPlacedOrders(
  container: MedusaContainer,
  window: { from?: Date; to?: Date } = {}
): Promise<{ id: string; status: string }[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const created =
    window.from || window.to
      ? { created_at: { ...(window.from ? { $gte: window.from } : {}), ...(window.to ? { $lte: window.to } : {}) } }
      : {}
  const orders: { id: string; status: string }[] = []
  for (let skip = 0; ; skip += BATCH) {
    const { data } = await query.graph({
      entity: "order",
      fields: ["id", "status"],
      filters: { is_draft_order: false, ...created },
      pagination: { skip, take: BATCH, order: { created_at: "ASC", id: "ASC" } },
    })
    orders.push(...(data as { id: string; status: string }[]))
    if (data.length < BATCH) break
  }
  return orders
}
