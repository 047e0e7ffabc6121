import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { accountRoom } from "@petshop/painting-module/realtime"
import { startPostProcessApplyWorkflow } from "../../../../../workflows/post-process/start-post-process-apply"
import { requireAdmin } from "../../../../utils/account-context"
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
  const { result } = await startPostProcessApplyWorkflow(req.scope).run({
    input: { settingsRef: req.params.id, paintingId, isAdmin: account.isAdmin, room: accountRoom(account.id) },
  })
  res.status(202).json({
    settingsId: result.settings.id,
    paintingId: result.painting.id,
    task: { id: result.task.id, status: result.task.status },
    before: result.painting.image,
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
  const { settings, painting, applied } = await postProcessTarget(req, account, paintingId)
  res.json({ settingsId: settings.id, paintingId: painting.id, before: painting.image, applied: presentApplied(applied) })
}
