import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { fulfilmentView } from "../../../../../commerce/fulfillment/fulfilment-records"
import { planFulfilment } from "../../../../../commerce/fulfillment/plan-fulfilment"
import { findOrderFor } from "../../../../../commerce/orders/list-orders"
import { presentOrder } from "../../../../../commerce/orders/present-order"
import { initFulfillmentWorkflow } from "../../../../../workflows/fulfillment/init-fulfillment"
import { requireAdmin } from "../../../../utils/account-context"

/**
 * POST /api/order/{uuid}/init-fulfillment (admin): prepares the print-ready package (each
 * painting line's print file at the product size x PRINT_DPI, a proof, a manifest), replacing
 * an earlier one. Answers {message, order, fulfillmentPackage, proofs}.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const admin = requireAdmin(req)
  const order = await findOrderFor(req.scope, admin, req.params.id)
  const plan = await planFulfilment(req.scope, order, admin.id)
  await initFulfillmentWorkflow(req.scope).run({ input: { plan, by: admin.id } })
  res.status(201).json({ message: "Fulfilment package ready.", order: presentOrder(order), ...(await fulfilmentView(req.scope, order.id)) })
}
