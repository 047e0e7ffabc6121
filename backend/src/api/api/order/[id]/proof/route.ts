import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { fulfilmentView } from "../../../../../commerce/fulfillment/fulfilment-records"
import { findOrderFor } from "../../../../../commerce/orders/list-orders"
import { uploadOrderProofWorkflow } from "../../../../../workflows/fulfillment/upload-order-proof"
import { requireAdmin } from "../../../../utils/account-context"
import { uploadedImage } from "../../../../utils/uploaded-image"

/** POST /api/order/{uuid}/proof (admin): a proof image (multipart field image), kept privately and listed on the order. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const admin = requireAdmin(req)
  const order = await findOrderFor(req.scope, admin, req.params.id)
  const image = await uploadedImage(req)
  const { result } = await uploadOrderProofWorkflow(req.scope).run({
    input: {
      orderId: order.id,
      filename: image.filename,
      mimeType: image.mimeType,
      contentBase64: image.bytes.toString("base64"),
      width: image.width,
      height: image.height,
      bytes: image.bytes.length,
      by: admin.id,
    },
  })
  const view = await fulfilmentView(req.scope, order.id)
  res.status(201).json({ message: "Image uploaded.", proof: view.proofs.find((p) => p.id === result.proofId), ...view })
}
