import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { findProof, fulfilmentView } from "../../../../../commerce/fulfillment/fulfilment-records"
import { deleteOrderProofWorkflow } from "../../../../../workflows/fulfillment/delete-order-proof"
import { requireAdmin } from "../../../../utils/account-context"

/** DELETE /api/order/proof/{id} (admin): removes an uploaded proof and its file. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  requireAdmin(req)
  const proof = await findProof(req.scope, req.params.id)
  await deleteOrderProofWorkflow(req.scope).run({ input: { proofId: proof.id, fileId: proof.file_id } })
  res.json({ message: "Proof deleted.", id: proof.id, ...(await fulfilmentView(req.scope, proof.order_id)) })
}
