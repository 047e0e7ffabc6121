import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { requireAdmin } from "../../../utils/account-context"
import { updateWorkerServiceWorkflow } from "../../../../workflows/service/update-worker-service"
import { countServiceTasks, presentService, type WorkerServiceRecord } from "../../../utils/present-service"
import type { UpdateServiceBody } from "../../../validators/task"

const DAY_MS = 24 * 3_600_000

/**
 * PATCH /api/service/{id} {isEnabled} (admin): marks a worker enabled or disabled.
 * Only the flag is stored for now; workers do not read it yet (a disabled worker still
 * takes jobs until the worker side pauses on it).
 */
export async function PATCH(req: MedusaRequest, res: MedusaResponse) {
  requireAdmin(req)
  const body = (req as MedusaRequest & { validatedBody: UpdateServiceBody }).validatedBody
  const { result } = await updateWorkerServiceWorkflow(req.scope).run({ input: { id: req.params.id, isEnabled: body.isEnabled } })
  const updated = result.service as unknown as WorkerServiceRecord
  const painting = req.scope.resolve<PaintingModuleService>(PAINTING_MODULE)
  res.json(presentService(updated, await countServiceTasks(painting, updated.name, new Date(Date.now() - DAY_MS))))
}
