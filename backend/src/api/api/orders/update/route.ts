import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listPlacedOrders } from "../../../../commerce/orders/list-placed-orders"
import { recordPlacedOrderWorkflow } from "../../../../workflows/order/record-placed-order"
import { requireAdmin } from "../../../utils/account-context"

/**
 * GET /api/orders/update (admin): brings every order's derived facts up to date: a missing
 * cart stamp or painting link (an order placed while the subscriber was down), the test
 * flag, and "sent" for orders shipped in the Medusa admin. One record-placed-order run per
 * order, so each order is its own unit.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  requireAdmin(req)
  let orders = 0
  let updated = 0
  for (const { id } of await listPlacedOrders(req.scope)) {
    const { result } = await recordPlacedOrderWorkflow(req.scope).run({ input: { orderId: id } })
    orders++
    if (result.applied.length || result.linked) updated++
  }
  res.json({ message: "All orders updated.", orders, updated })
}
