import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { requireAdmin } from "../../../utils/account-context"
import { ApiError } from "../../../utils/api-error"
import { findTask, presentTask, type TaskRecord } from "../../../utils/present-task"

/** GET /api/task/{id} (admin). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  requireAdmin(req)
  const painting = req.scope.resolve<PaintingModuleService>(PAINTING_MODULE)
  res.json(presentTask(await findTask(painting, req.params.id)))
}

/**
 * DELETE /api/task/{id} (admin): removes a queued or failed task and its job. A running
 * task is left to its worker. The photo or painting of a deleted queued task is failed
 * as cancelled, so it does not wait forever (a queued painting blocks its owner's next one).
 */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  requireAdmin(req)
  const painting = req.scope.resolve<PaintingModuleService>(PAINTING_MODULE)
  const task = await findTask(painting, req.params.id)
  if (task.status !== "queue" && task.status !== "failed") {
    const message = task.status === "in-progress" ? "A running task cannot be deleted." : "Only queued or failed tasks can be deleted."
    throw ApiError.badRequest("status", message)
  }
  await painting.dequeueTask(task)
  if (task.status === "queue") await cancelSubject(painting, task)
  await painting.deleteTasks(task.id)
  res.status(204).send()
}

async function cancelSubject(painting: PaintingModuleService, task: TaskRecord) {
  if (task.type === "paint") {
    const [subject] = await painting.listPaintings({ id: task.subject_id, status: ["idle", "queue"] }, { select: ["id"] })
    if (subject) await painting.updatePaintings({ id: subject.id, status: "failed", failure_reason: "This painting was cancelled." })
  } else {
    const [subject] = await painting.listPhotos({ id: task.subject_id, status: "uploaded" }, { select: ["id"] })
    if (subject)
      await painting.updatePhotos({ id: subject.id, status: "failed", failure_reason: "The analysis of this photo was cancelled." })
  }
}
