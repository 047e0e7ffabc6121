import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { presentTask, type TaskRecord } from "../../../utils/present-task"
import { parseQuery } from "../../../utils/validate"
import { tasksQuery } from "../../../validators/task"

/** GET /admin/petshop/tasks?status=failed&type&page&perPage: tasks, newest first (the Tasks page asks for failed ones). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { type, status, page, perPage } = parseQuery(tasksQuery, req.query)
  const [tasks, count] = await req.scope
    .resolve<PaintingModuleService>(PAINTING_MODULE)
    .listAndCountTasks(
      { ...(type ? { type } : {}), ...(status ? { status } : {}) },
      { order: { created_at: "DESC", id: "DESC" }, skip: (page - 1) * perPage, take: perPage }
    )
  res.json({ tasks: (tasks as unknown as TaskRecord[]).map(presentTask), count, page, perPage })
}
