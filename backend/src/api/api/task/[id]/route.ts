import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { requireAdmin } from "../../../utils/account-context"
import { deleteTaskWorkflow } from "../../../../workflows/task/delete-task"
import { findTask, presentTask } from "../../../utils/present-task"

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
  await deleteTaskWorkflow(req.scope).run({ input: { taskId: req.params.id } })
  res.status(204).send()
}
