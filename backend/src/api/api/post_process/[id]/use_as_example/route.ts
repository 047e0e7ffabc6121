import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { useAppliedAsExampleWorkflow } from "../../../../../workflows/post-process/use-applied-as-example"
import { requireAdmin } from "../../../../utils/account-context"
import { findStyle, presentStyle } from "../../../../utils/present-style"
import type { PostProcessPaintingBody } from "../../../../validators/post-process"
import { presentApplied } from "../../post-process-target"

/**
 * POST /api/post_process/{id}/use_as_example {paintingId} (admin): the result of applying
 * these settings becomes the style's first example (like /api/style/{id}/example_image
 * does with a painting's own image).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAdmin(req)
  const { paintingId } = (req as MedusaRequest & { validatedBody: PostProcessPaintingBody }).validatedBody
  const { result } = await useAppliedAsExampleWorkflow(req.scope).run({
    input: { settingsRef: req.params.id, paintingId, isAdmin: account.isAdmin },
  })
  res.json({
    message: "Using image as style example.",
    style: presentStyle(await findStyle(req.scope, result.styleId as string, { account, relations: ["layers"] })),
    applied: presentApplied(result.applied),
  })
}
