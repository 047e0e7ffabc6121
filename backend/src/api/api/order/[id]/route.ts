import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { findOrderFor, findOrderToShow } from "../../../../commerce/orders/list-orders"
import { presentOrder } from "../../../../commerce/orders/present-order"
import { updateShopOrderWorkflow } from "../../../../workflows/order/update-shop-order"
import { requireAccount, requireAdmin } from "../../../utils/account-context"
import { ApiError } from "../../../utils/api-error"
import type { UpdateOrderBody } from "../../../validators/orders"

/** GET /api/order/{uuid}: the owner's or an admin's view of one order. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  res.json(presentOrder(await findOrderToShow(req.scope, account, req.params.id)))
}

/** PATCH /api/order/{uuid} (admin): notes {misc}, email, status cancelled|completed. */
export async function PATCH(req: MedusaRequest, res: MedusaResponse) {
  const admin = requireAdmin(req)
  const body = (req as MedusaRequest & { validatedBody: UpdateOrderBody }).validatedBody
  const order = await findOrderFor(req.scope, admin, req.params.id)
  // Medusa keeps a cancelled order as it was; say so instead of failing inside its workflow.
  if (order.status === "canceled" && (body.email || body.status)) {
    throw ApiError.badRequest(body.status ? "status" : "email", "This order is cancelled.")
  }
  if (body.status === "completed" && order.status === "completed") throw ApiError.badRequest("status", "This order is completed already.")
  if (body.notes !== undefined || body.email || body.status) {
    await updateShopOrderWorkflow(req.scope).run({
      input: { orderId: order.id, notes: body.notes, email: body.email, status: body.status, by: admin.id },
    })
  }
  res.json(presentOrder(await findOrderFor(req.scope, admin, order.id)))
}
