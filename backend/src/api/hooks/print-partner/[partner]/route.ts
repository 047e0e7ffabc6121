import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { verifyCallbackToken } from "../../../../commerce/fulfillment/print-file-links"
import { PRINT_PARTNER_MODULE } from "../../../../modules/print-partner"
import type PrintPartnerService from "../../../../modules/print-partner/service"
import { applyPartnerCallbackWorkflow } from "../../../../workflows/fulfillment/apply-partner-callback"

/**
 * POST /hooks/print-partner/{partner} (e.g. prodigi): the partner's status callback. It must
 * carry PRINT_PARTNER_CALLBACK_SECRET (?token= of the callback URL we sent, or the
 * x-print-partner-token header). Answers 200 {received, orderId, fulfillment}; unknown orders 404.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const token = (req.query.token as string | undefined) ?? req.headers["x-print-partner-token"]
  if (!verifyCallbackToken(token)) {
    res.status(401).json({ message: "Not allowed." })
    return
  }
  const adapter = req.scope.resolve<PrintPartnerService>(PRINT_PARTNER_MODULE).adapterFor(req.params.partner)
  if (!adapter) {
    res.status(404).json({ message: "Unknown print partner." })
    return
  }
  const update = adapter.parseCallback(req.body)
  if (!update) {
    res.status(400).json({ message: "The callback carries no order.", field: "order" })
    return
  }
  const { result: applied } = await applyPartnerCallbackWorkflow(req.scope).run({ input: update })
  if (!applied) {
    res.status(404).json({ message: "No order of ours has this print-partner order." })
    return
  }
  res.json({ received: true, ...applied })
}
