import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { updateStyleWorkflow } from "../../../../../../workflows/style/update-style"
import { requireAdmin } from "../../../../../utils/account-context"
import { findStyle, presentStyle } from "../../../../../utils/present-style"
import { finishedPaintingImage } from "../../../../../utils/style-image-from-painting"

/** POST /api/style/{id}/public_image_from_painting/{paintingId} (admin): the painting becomes the style's gallery picture. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAdmin(req)
  const style = await findStyle(req.scope, req.params.id, { account })
  const image = await finishedPaintingImage(req, account, req.params.paintingId)
  await updateStyleWorkflow(req.scope).run({ input: { id: style.id, public_image: image } })
  res.json({
    message: "Style public image updated",
    style: presentStyle(await findStyle(req.scope, style.id, { account, relations: ["layers"] })),
  })
}
