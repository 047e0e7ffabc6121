import { parseQuery } from "../../utils/validate"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { requireAdmin } from "../../utils/account-context"
import { presentTask, type TaskRecord } from "../../utils/present-task"
import { tasksQuery } from "../../validators/task"

/** GET /api/tasks?type&status&page&perPage=50 (admin): tasks, newest first. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  requireAdmin(req)
  const { type, status, page, perPage } = parseQuery(tasksQuery, req.query)
  const painting = req.scope.resolve<PaintingModuleService>(PAINTING_MODULE)
  const [tasks, count] = await painting.listAndCountTasks(
    { ...(type ? { type } : {}), ...(status ? { status } : {}) },
    { order: { created_at: "DESC", id: "DESC" }, skip: (page - 1) * perPage, take: perPage }
  )
  res.json({ tasks: (tasks as unknown as TaskRecord[]).map(presentTask), count, page, perPage })
}
