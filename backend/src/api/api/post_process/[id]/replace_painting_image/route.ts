import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { signedImage } from "../../../../../commerce/files/private-file-links"
import { replacePaintingImageWorkflow } from "../../../../../workflows/post-process/replace-painting-image"
import { requireAdmin } from "../../../../utils/account-context"
import type { PostProcessPaintingBody } from "../../../../validators/post-process"
import { presentApplied } from "../../post-process-target"

/**
 * POST /api/post_process/{id}/replace_painting_image {paintingId} (admin): the result of
 * applying these settings becomes the painting's image and clean image.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAdmin(req)
  const { paintingId } = (req as MedusaRequest & { validatedBody: PostProcessPaintingBody }).validatedBody
  const { result } = await replacePaintingImageWorkflow(req.scope).run({
    input: { settingsRef: req.params.id, paintingId, isAdmin: account.isAdmin },
  })
  const updated = result.painting as unknown as { id: string; image: unknown; no_watermark: unknown }
  res.json({
    message: "Replaced painting image.",
    painting: { id: updated.id, image: updated.image, noWatermark: signedImage(updated.no_watermark) },
    applied: presentApplied(result.applied),
  })
}
