import { parseQuery } from "../../../../utils/validate"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { requireAdmin } from "../../../../utils/account-context"
import { findService } from "../../../../utils/present-service"
import { presentTask, type TaskRecord } from "../../../../utils/present-task"
import { serviceTasksQuery } from "../../../../validators/task"

/** GET /api/service/{id}/tasks?timespan=24h&page&perPage (admin): what that worker worked on lately, latest first. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  requireAdmin(req)
  const { timespan, page, perPage } = parseQuery(serviceTasksQuery, req.query)
  const painting = req.scope.resolve<PaintingModuleService>(PAINTING_MODULE)
  const service = await findService(painting, req.params.id)
  const [tasks, count] = await painting.listAndCountTasks(
    { worker_id: service.name, updated_at: { $gte: new Date(Date.now() - timespan.ms) } },
    { order: { updated_at: "DESC", id: "DESC" }, skip: (page - 1) * perPage, take: perPage }
  )
  res.json({ tasks: (tasks as unknown as TaskRecord[]).map(presentTask), count, page, perPage, timespan: timespan.label })
}
