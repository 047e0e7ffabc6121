import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listOrders } from "../../../../commerce/orders/list-orders"
import { presentOrder } from "../../../../commerce/orders/present-order"
import { requireAdmin } from "../../../utils/account-context"
import { parseQuery } from "../../../utils/validate"
import { adminOrdersQuery } from "../../../validators/orders"

/** GET /api/admin/orders?status&search&page&perPage (admin): every order, newest first. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  requireAdmin(req)
  const q = parseQuery(adminOrdersQuery, req.query)
  const { orders, count } = await listOrders(req.scope, q)
  res.json({ orders: orders.map(presentOrder), count, page: q.page, perPage: q.perPage })
}
