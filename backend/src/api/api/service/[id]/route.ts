import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { requireAdmin } from "../../../utils/account-context"
import { countServiceTasks, findService, presentService, type WorkerServiceRecord } from "../../../utils/present-service"
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
  const painting = req.scope.resolve<PaintingModuleService>(PAINTING_MODULE)
  const service = await findService(painting, req.params.id)
  const updated = (await painting.updateWorkerServices({ id: service.id, is_enabled: body.isEnabled })) as unknown as WorkerServiceRecord
  res.json(presentService(updated, await countServiceTasks(painting, updated.name, new Date(Date.now() - DAY_MS))))
}
