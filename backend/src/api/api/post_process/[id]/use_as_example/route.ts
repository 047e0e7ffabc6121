import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { useAppliedAsExampleWorkflow } from "../../../../../workflows/post-process/use-applied-as-example"
import { requireAdmin } from "../../../../utils/account-context"
import { ApiError } from "../../../../utils/api-error"
import { findStyle, presentStyle } from "../../../../utils/present-style"
import type { PostProcessPaintingBody } from "../../../../validators/post-process"
import { finishedResult, postProcessTarget, presentApplied } from "../../post-process-target"

/** How many examples a style keeps, as POST /api/style/{id}/example_image keeps them. */
const MAX_EXAMPLES = 12

/**
 * POST /api/post_process/{id}/use_as_example {paintingId} (admin): the result of applying
 * these settings becomes the style's first example (like /api/style/{id}/example_image
 * does with a painting's own image).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAdmin(req)
  const { paintingId } = (req as MedusaRequest & { validatedBody: PostProcessPaintingBody }).validatedBody
  const { settings, painting, applied } = await postProcessTarget(req, account, paintingId)
  const image = finishedResult(applied).image as Record<string, unknown>
  if (!settings.style_id) throw ApiError.badRequest("id", "These post-process settings belong to no style, so they have no examples.")
  const style = await findStyle(req.scope, settings.style_id, { account })
  const key = (img: unknown) => JSON.stringify(img)
  const earlier = ((style as { demo_images?: unknown }).demo_images as Record<string, unknown>[] | null) ?? []
  const demoImages = [image, ...earlier.filter((img) => key(img) !== key(image))].slice(0, MAX_EXAMPLES)
  const { result } = await useAppliedAsExampleWorkflow(req.scope).run({
    input: { paintingId: painting.id, settingsId: settings.id, styleId: style.id, demoImages },
  })
  res.json({
    message: "Using image as style example.",
    style: presentStyle(await findStyle(req.scope, style.id, { account, relations: ["layers"] })),
    applied: presentApplied(result.applied),
  })
}
