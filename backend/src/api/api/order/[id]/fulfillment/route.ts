import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { fulfilmentView } from "../../../../../commerce/fulfillment/fulfilment-records"
import { findOrderFor } from "../../../../../commerce/orders/list-orders"
import { presentOrder } from "../../../../../commerce/orders/present-order"
import { requireAdmin } from "../../../../utils/account-context"

/**
 * GET /api/order/{uuid}/fulfillment (admin): the order with its fulfilment flags and label,
 * its fulfilment package (if prepared) and proofs — what the staff's order panel shows.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const admin = requireAdmin(req)
  const order = await findOrderFor(req.scope, admin, req.params.id)
  res.json({ ...presentOrder(order), ...(await fulfilmentView(req.scope, order.id)) })
}
