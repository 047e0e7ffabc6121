import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { setStylePublicImageWorkflow } from "../../../../../../workflows/style/set-style-public-image"
import { requireAdmin } from "../../../../../utils/account-context"
import { findStyle, presentStyle } from "../../../../../utils/present-style"

/** POST /api/style/{id}/public_image_from_painting/{paintingId} (admin): the painting becomes the style's gallery picture. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAdmin(req)
  const { result } = await setStylePublicImageWorkflow(req.scope).run({
    input: {
      styleRef: req.params.id,
      paintingId: req.params.paintingId,
      actor: { customerId: account.customerId, isAdmin: account.isAdmin },
    },
  })
  res.json({
    message: "Style public image updated",
    style: presentStyle(await findStyle(req.scope, result.styleId, { account, relations: ["layers"] })),
  })
}
