import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { fulfilmentView } from "../../../../../commerce/fulfillment/fulfilment-records"
import { findOrderFor } from "../../../../../commerce/orders/list-orders"
import { presentOrder } from "../../../../../commerce/orders/present-order"
import { initFulfillmentWorkflow } from "../../../../../workflows/fulfillment/init-fulfillment"
import { requireAdmin } from "../../../../utils/account-context"

/**
 * POST /api/order/{uuid}/init-fulfillment (admin): prepares the print-ready package (each
 * painting line's print file at the product size x PRINT_DPI, a proof, a manifest), replacing
 * an earlier one. Answers {message, order, fulfillmentPackage, proofs}. The workflow refuses to
 * replace a package the print partner already has (409).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const admin = requireAdmin(req)
  const order = await findOrderFor(req.scope, admin, req.params.id)
  await initFulfillmentWorkflow(req.scope).run({ input: { order, by: admin.id } })
  res.status(201).json({ message: "Fulfilment package ready.", order: presentOrder(order), ...(await fulfilmentView(req.scope, order.id)) })
}
