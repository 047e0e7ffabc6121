import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { fulfilmentView } from "../../../../../commerce/fulfillment/fulfilment-records"
import { findOrderFor } from "../../../../../commerce/orders/list-orders"
import { readFulfillment } from "../../../../../commerce/orders/order-metadata"
import { presentOrder } from "../../../../../commerce/orders/present-order"
import { updateOrderFulfillmentWorkflow } from "../../../../../workflows/fulfillment/update-order-fulfillment"
import { requireAdmin } from "../../../../utils/account-context"
import { ApiError } from "../../../../utils/api-error"
import type { UpdateFulfillmentBody } from "../../../../validators/fulfillment"

/**
 * PATCH /api/order/{uuid}/update-fulfillment (admin) {merchantOrderId?, isReady?, isSent?}:
 * answers the order (with fulfillment and fulfillmentLabel) and its package and proofs.
 */
export async function PATCH(req: MedusaRequest, res: MedusaResponse) {
  const admin = requireAdmin(req)
  const body = (req as MedusaRequest & { validatedBody: UpdateFulfillmentBody }).validatedBody
  const order = await findOrderFor(req.scope, admin, req.params.id)
  if (order.status === "canceled") throw ApiError.badRequest("status", "This order is cancelled.")
  const current = readFulfillment(order.metadata)
  const fulfillment = {
    merchantOrderId: body.merchantOrderId === undefined ? current.merchantOrderId : body.merchantOrderId,
    isReady: body.isReady ?? current.isReady,
    isSent: body.isSent ?? current.isSent,
  }
  await updateOrderFulfillmentWorkflow(req.scope).run({ input: { orderId: order.id, fulfillment } })
  const updated = await findOrderFor(req.scope, admin, order.id)
  res.json({ ...presentOrder(updated), ...(await fulfilmentView(req.scope, order.id)) })
}
