import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { retryTaskWorkflow } from "../../../../../../workflows/task/retry-task"
import { ApiError } from "../../../../../utils/api-error"
import { findTask, presentTask, type TaskRecord } from "../../../../../utils/present-task"

/** POST /admin/petshop/tasks/{id}/retry: a failed task goes back on its queue from the start. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const task = await findTask(req.scope.resolve<PaintingModuleService>(PAINTING_MODULE), req.params.id)
  if (task.status !== "failed") throw ApiError.badRequest("status", "Only failed tasks can be retried.")
  const { result } = await retryTaskWorkflow(req.scope).run({ input: { taskId: task.id } })
  res.json(presentTask(result.task as unknown as TaskRecord))
}
