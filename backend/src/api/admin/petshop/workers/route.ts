import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { ALIVE_WITHIN_MS, recentServices } from "../../../utils/present-service"
import { parseQuery } from "../../../utils/validate"
import { servicesQuery } from "../../../validators/task"

/**
 * GET /admin/petshop/workers?timespan=24h: painting worker processes with their last heartbeat
 * (they beat every 5 s; alive means beaten within ALIVE_WITHIN_MS), tasks done in the timespan,
 * and whether their Redis announcement is live. A worker that announces itself but has no
 * record (its registration failed) is listed too, so no running worker is invisible.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { timespan } = parseQuery(servicesQuery, req.query)
  const now = Date.now()
  const painting = req.scope.resolve<PaintingModuleService>(PAINTING_MODULE)
  const [recorded, announced] = await Promise.all([recentServices(painting, new Date(now - timespan.ms), now), painting.liveWorkers()])
  const live = new Map(announced.map((a) => [a.id, a]))
  const workers = [
    ...recorded.map((w) => ({ ...w, announced: live.has(w.name) })),
    ...announced
      .filter((a) => !recorded.some((w) => w.name === a.id))
      .map((a) => ({
        id: a.id,
        name: a.id,
        hostname: a.hostname,
        pid: a.pid,
        queues: a.queues,
        status: "running" as const,
        isEnabled: true,
        isAlive: true,
        startedAt: a.startedAt,
        lastHeartbeatAt: a.lastBeatAt,
        tasks: { finished: 0, failed: 0 },
        announced: true,
      })),
  ]
  res.json({ workers, aliveWithinMs: ALIVE_WITHIN_MS, timespan: timespan.label, at: new Date(now).toISOString() })
}
