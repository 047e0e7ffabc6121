import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { loadOrder } from "../../../commerce/orders/cart-stamp"
import { ORDER_FIELDS } from "../../../commerce/orders/order-records"
import { presentOrder } from "../../../commerce/orders/present-order"
import { placeManualOrderWorkflow } from "../../../workflows/order/place-manual-order"
import { requireAdmin } from "../../utils/account-context"
import type { CreateOrderBody } from "../../validators/orders"

/**
 * POST /api/order (admin): an order made by hand, from a cart ({cartId}) or from items
 * ({email|accountId, country, items: [{medium, quantity, painting?, isRotated?}]}).
 * No payment is taken and no e-mail is sent (send one with /send-client-email). Answers 201.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const admin = requireAdmin(req)
  const body = (req as MedusaRequest & { validatedBody: CreateOrderBody }).validatedBody
  const { result } = await placeManualOrderWorkflow(req.scope).run({ input: { body, adminAccountId: admin.id } })
  const orderId = result.orderId
  res.status(201).json(presentOrder((await loadOrder(req.scope, orderId, ORDER_FIELDS))!))
}
