import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { refreshAllOrders } from "../../../../commerce/orders/refresh-orders"
import { requireAdmin } from "../../../utils/account-context"

/** GET /api/orders/update (admin): refreshes every order's derived facts. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  requireAdmin(req)
  const { orders, updated } = await refreshAllOrders(req.scope)
  res.json({ message: "All orders updated.", orders, updated })
}
