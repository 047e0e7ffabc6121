import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { findItem, fulfilmentView } from "../../../../../commerce/fulfillment/fulfilment-records"
import {
  deleteFulfillmentImageWorkflow,
  uploadFulfillmentImageWorkflow,
} from "../../../../../workflows/fulfillment/upload-fulfillment-image"
import { requireAdmin } from "../../../../utils/account-context"
import { ApiError } from "../../../../utils/api-error"
import { uploadedImage } from "../../../../utils/uploaded-image"

/**
 * POST /api/order/fulfillment-image/{id} (admin): a replacement print file (multipart field
 * image) for the package item {id}; it must have the print's orientation. The zip then holds it.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const admin = requireAdmin(req)
  const item = await findItem(req.scope, req.params.id)
  const image = await uploadedImage(req)
  const wantPortrait = item.manifest.pixels.height >= item.manifest.pixels.width
  if (image.width !== image.height && image.height > image.width !== wantPortrait) {
    throw ApiError.badRequest("image", `The print is ${wantPortrait ? "portrait" : "landscape"}; this image is not.`)
  }
  await uploadFulfillmentImageWorkflow(req.scope).run({
    input: {
      itemId: item.id,
      filename: image.filename,
      mimeType: image.mimeType,
      contentBase64: image.bytes.toString("base64"),
      width: image.width,
      height: image.height,
      dpi: image.density,
      bytes: image.bytes.length,
      by: admin.id,
    },
  })
  res.status(201).json({ message: "Image uploaded.", ...(await fulfilmentView(req.scope, item.order_id)) })
}

/** DELETE /api/order/fulfillment-image/{id} (admin): drops the replacement; the generated print file is used again. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  requireAdmin(req)
  const item = await findItem(req.scope, req.params.id)
  if (!item.replacement) throw ApiError.notFound("This package item has no uploaded fulfilment image.")
  await deleteFulfillmentImageWorkflow(req.scope).run({ input: { itemId: item.id } })
  res.json({ message: "Fulfilment image deleted.", ...(await fulfilmentView(req.scope, item.order_id)) })
}
