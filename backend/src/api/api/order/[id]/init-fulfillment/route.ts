import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { fulfilmentView, loadPackage } from "../../../../../commerce/fulfillment/fulfilment-records"
import { planFulfilment } from "../../../../../commerce/fulfillment/plan-fulfilment"
import { findOrderFor } from "../../../../../commerce/orders/list-orders"
import { presentOrder } from "../../../../../commerce/orders/present-order"
import { initFulfillmentWorkflow } from "../../../../../workflows/fulfillment/init-fulfillment"
import { requireAdmin } from "../../../../utils/account-context"
import { ApiError } from "../../../../utils/api-error"

/**
 * POST /api/order/{uuid}/init-fulfillment (admin): prepares the print-ready package (each
 * painting line's print file at the product size x PRINT_DPI, a proof, a manifest), replacing
 * an earlier one. Answers {message, order, fulfillmentPackage, proofs}. A package the print
 * partner already has is never replaced: a second package could be sent and printed twice.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const admin = requireAdmin(req)
  const order = await findOrderFor(req.scope, admin, req.params.id)
  const current = await loadPackage(req.scope, order.id)
  if (current?.pkg.partner_order_id) {
    throw new ApiError(
      409,
      `The print partner has this order's package (order ${current.pkg.partner_order_id}); it cannot be prepared again.`,
      { field: "package" }
    )
  }
  const plan = await planFulfilment(req.scope, order, admin.id)
  await initFulfillmentWorkflow(req.scope).run({ input: { plan, by: admin.id } })
  res.status(201).json({ message: "Fulfilment package ready.", order: presentOrder(order), ...(await fulfilmentView(req.scope, order.id)) })
}
