import { parseQuery } from "../../../utils/validate"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { requireAdmin } from "../../../utils/account-context"
import { presentTask, type TaskRecord } from "../../../utils/present-task"
import { latestTasksQuery } from "../../../validators/task"

// The live view polls often; a burst of tasks is cut here rather than sent whole.
const MAX_LATEST = 500

/** GET /api/tasks/latest?timeDelta=60 (admin): tasks changed in the last timeDelta seconds, latest first. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  requireAdmin(req)
  const { timeDelta } = parseQuery(latestTasksQuery, req.query)
  const now = new Date()
  const painting = req.scope.resolve<PaintingModuleService>(PAINTING_MODULE)
  const tasks = await painting.listTasks(
    { updated_at: { $gte: new Date(now.getTime() - timeDelta * 1000) } },
    { order: { updated_at: "DESC", id: "DESC" }, take: MAX_LATEST }
  )
  // serverTime lets the client ask for the next window without trusting its own clock.
  res.json({ tasks: (tasks as unknown as TaskRecord[]).map(presentTask), timeDelta, serverTime: now.toISOString() })
}
