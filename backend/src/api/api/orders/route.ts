import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listOrders } from "../../../commerce/orders/list-orders"
import { presentOrder } from "../../../commerce/orders/present-order"
import { requireAccount } from "../../utils/account-context"
import { parseQuery } from "../../utils/validate"
import { myOrdersQuery } from "../../validators/orders"

/** GET /api/orders?page&perPage: the caller's orders, newest first. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const q = parseQuery(myOrdersQuery, req.query)
  const { orders, count } = await listOrders(req.scope, { customerId: account.customerId, page: q.page, perPage: q.perPage })
  res.json({ orders: orders.map(presentOrder), count, page: q.page, perPage: q.perPage })
}
