import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { accountRoom } from "@petshop/painting-module/realtime"
import { applyPostProcessWorkflow } from "../../../../../workflows/post-process/apply-post-process"
import { requireAdmin } from "../../../../utils/account-context"
import { ApiError } from "../../../../utils/api-error"
import { parseQuery } from "../../../../utils/validate"
import { appliedQuery, type PostProcessPaintingBody } from "../../../../validators/post-process"
import { postProcessTarget, presentApplied } from "../../post-process-target"

/**
 * POST /api/post_process/{id}/apply {paintingId} (admin): paints a finished painting again
 * with these settings, in the painting worker. Answers 202 at once with the task; the
 * painting's own images stay as they are. The admin's preview then follows the task (the
 * `task` socket message carries each frame) or polls GET below until `applied.status` is
 * complete, and shows `applied.result` beside `before`.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAdmin(req)
  const { paintingId } = (req as MedusaRequest & { validatedBody: PostProcessPaintingBody }).validatedBody
  const { settings, painting } = await postProcessTarget(req, account, paintingId, { create: true })
  if (painting.status !== "complete" || !painting.image) {
    throw ApiError.badRequest("paintingId", "This painting is not finished yet; settings can be applied to a finished painting.")
  }
  const { result } = await applyPostProcessWorkflow(req.scope).run({
    input: {
      paintingId: painting.id,
      settingsId: settings.id,
      settings: settings.settings as Record<string, unknown>,
      room: accountRoom(account.id),
    },
  })
  res.status(202).json({
    settingsId: settings.id,
    paintingId: painting.id,
    task: { id: result.task.id, status: result.task.status },
    before: painting.image,
    applied: presentApplied(result.applied),
  })
}

/**
 * GET /api/post_process/{id}/apply?paintingId= (admin): how the latest apply of these
 * settings on the painting stands (status, progress, the latest frame) and its last result.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAdmin(req)
  const { paintingId } = parseQuery(appliedQuery, req.query)
  const { settings, painting, applied } = await postProcessTarget(req, account, paintingId, { create: false })
  res.json({ settingsId: settings.id, paintingId: painting.id, before: painting.image, applied: presentApplied(applied) })
}
