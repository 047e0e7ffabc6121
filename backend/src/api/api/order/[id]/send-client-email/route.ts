import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { findOrderFor } from "../../../../../commerce/orders/list-orders"
import { presentOrder } from "../../../../../commerce/orders/present-order"
import { sendOrderEmailWorkflow } from "../../../../../workflows/order/send-order-email"
import { requireAdmin } from "../../../../utils/account-context"
import { ApiError } from "../../../../utils/api-error"
import type { SendClientEmailBody } from "../../../../validators/orders"

/**
 * POST /api/order/{uuid}/send-client-email (admin): {template, to?} e-mails the client
 * (order-confirmation, order-shipped, order-delayed, order-cancelled) and records it in the
 * order's communications[].
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const admin = requireAdmin(req)
  const body = (req as MedusaRequest & { validatedBody: SendClientEmailBody }).validatedBody
  const order = await findOrderFor(req.scope, admin, req.params.id)
  const to = body.to ?? order.email
  if (!to) throw ApiError.badRequest("to", "This order has no e-mail address; give one as to.")
  const { result } = await sendOrderEmailWorkflow(req.scope).run({
    input: { orderId: order.id, template: body.template, to, by: admin.id },
  })
  res.json({
    message: "Email sent.",
    communication: result.communication,
    order: presentOrder(await findOrderFor(req.scope, admin, order.id)),
  })
}
