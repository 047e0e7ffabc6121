import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { signedImage } from "../../../../../commerce/files/private-file-links"
import { replacePaintingImageWorkflow } from "../../../../../workflows/post-process/replace-painting-image"
import { requireAdmin } from "../../../../utils/account-context"
import type { PostProcessPaintingBody } from "../../../../validators/post-process"
import { finishedResult, postProcessTarget, presentApplied } from "../../post-process-target"

/**
 * POST /api/post_process/{id}/replace_painting_image {paintingId} (admin): the result of
 * applying these settings becomes the painting's image and clean image.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAdmin(req)
  const { paintingId } = (req as MedusaRequest & { validatedBody: PostProcessPaintingBody }).validatedBody
  const { settings, painting, applied } = await postProcessTarget(req, account, paintingId)
  const applyResult = finishedResult(applied)
  const { result } = await replacePaintingImageWorkflow(req.scope).run({
    input: { paintingId: painting.id, settingsId: settings.id, image: applyResult.image, noWatermark: applyResult.noWatermark },
  })
  const updated = result.painting as unknown as { id: string; image: unknown; no_watermark: unknown }
  res.json({
    message: "Replaced painting image.",
    painting: { id: updated.id, image: updated.image, noWatermark: signedImage(updated.no_watermark) },
    applied: presentApplied(result.applied),
  })
}
