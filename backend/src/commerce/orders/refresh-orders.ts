/**
 * GET /api/orders/update (admin): brings every order's derived facts up to date: a missing
 * cart stamp or painting link (an order placed while the subscriber was down), the test
 * flag, and "sent" for orders shipped in the Medusa admin.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { recordPlacedOrderWorkflow } from "../../workflows/order/record-placed-order"

const BATCH = 100

export async function refreshAllOrders(container: MedusaContainer): Promise<{ orders: number; updated: number }> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  let orders = 0
  let updated = 0
  for (let skip = 0; ; skip += BATCH) {
    const { data } = await query.graph({
      entity: "order",
      fields: ["id"],
      filters: { is_draft_order: false },
      pagination: { skip, take: BATCH, order: { created_at: "ASC" } },
    })
    for (const { id } of data as { id: string }[]) {
      const { result } = await recordPlacedOrderWorkflow(container).run({ input: { orderId: id } })
      orders++
      if (result.applied.length || result.linked) updated++
    }
    if (data.length < BATCH) break
  }
  return { orders, updated }
}
