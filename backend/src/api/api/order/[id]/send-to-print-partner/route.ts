import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { fulfilmentView } from "../../../../../commerce/fulfillment/fulfilment-records"
import { findOrderFor } from "../../../../../commerce/orders/list-orders"
import { presentOrder } from "../../../../../commerce/orders/present-order"
import { sendPackageToPartnerWorkflow } from "../../../../../workflows/fulfillment/send-package-to-partner"
import { requireAdmin } from "../../../../utils/account-context"

/**
 * POST /api/order/{uuid}/send-to-print-partner (admin; not in the spec): sends the ready package
 * to the configured print partner (Prodigi) once; repeats answer the same partner order.
 * Partner refusals answer 400 (502 when the partner is down) with field printPartner.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const admin = requireAdmin(req)
  const order = await findOrderFor(req.scope, admin, req.params.id)
  const { result: sent } = await sendPackageToPartnerWorkflow(req.scope).run({ input: order })
  const updated = await findOrderFor(req.scope, admin, order.id)
  res.status(sent.alreadySent ? 200 : 201).json({
    message: sent.alreadySent ? "Already sent to the print partner." : "Sent to the print partner.",
    ...sent,
    order: presentOrder(updated),
    ...(await fulfilmentView(req.scope, order.id)),
  })
}
