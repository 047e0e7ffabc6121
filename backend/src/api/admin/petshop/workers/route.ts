import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { ALIVE_WITHIN_MS, recentServices } from "../../../utils/present-service"
import { parseQuery } from "../../../utils/validate"
import { servicesQuery } from "../../../validators/task"

/**
 * GET /admin/petshop/workers?timespan=24h: painting worker processes with their last heartbeat
 * (they beat every 5 s; alive means beaten within ALIVE_WITHIN_MS) and tasks done in the timespan.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { timespan } = parseQuery(servicesQuery, req.query)
  const now = Date.now()
  const workers = await recentServices(req.scope.resolve<PaintingModuleService>(PAINTING_MODULE), new Date(now - timespan.ms), now)
  res.json({ workers, aliveWithinMs: ALIVE_WITHIN_MS, timespan: timespan.label, at: new Date(now).toISOString() })
}
