import { parseQuery } from "../../utils/validate"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { requireAdmin } from "../../utils/account-context"
import { presentPaintingProviders } from "../../utils/present-painting-providers"
import { recentServices } from "../../utils/present-service"
import { servicesQuery } from "../../validators/task"

/**
 * GET /api/services/?timespan=24h (admin): the worker processes still registered as running
 * or seen within the timespan, each with the tasks it finished and failed in it, and the
 * depth of each queue, and the painting services (providers) a style may name with whether
 * each is configured here.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  requireAdmin(req)
  const { timespan } = parseQuery(servicesQuery, req.query)
  const now = Date.now()
  const painting = req.scope.resolve<PaintingModuleService>(PAINTING_MODULE)
  const [services, queueDepths] = await Promise.all([recentServices(painting, new Date(now - timespan.ms), now), painting.queueCounts()])
  res.json({ services, queueDepths, providers: presentPaintingProviders(), timespan: timespan.label })
}
