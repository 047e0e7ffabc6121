import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { presentOrderPaintings } from "../../../../../utils/present-order-paintings"
import { findOrderForStaff } from "../../../../../../commerce/orders/find-order-for-staff"

/** GET /admin/petshop/orders/{id}/paintings: the order's paintings and its fulfilment package, for the order page widget. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const order = await findOrderForStaff(req.scope, req.params.id)
  res.json(await presentOrderPaintings(req.scope, order))
}
