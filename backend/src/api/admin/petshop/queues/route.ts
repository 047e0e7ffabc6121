import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

/** GET /admin/petshop/queues: jobs waiting, running, delayed, failed and completed per BullMQ queue. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const counts = await req.scope.resolve<PaintingModuleService>(PAINTING_MODULE).queueCounts()
  const queues = Object.entries(counts).map(([name, c]) => ({
    name,
    waiting: c.waiting ?? 0,
    active: c.active ?? 0,
    delayed: c.delayed ?? 0,
    failed: c.failed ?? 0,
    completed: c.completed ?? 0,
  }))
  res.json({ queues, at: new Date().toISOString() })
}
