import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { checkDependencies } from "../../../health/dependencies"

/**
 * GET /health/dependencies: 200 when Postgres, Redis and the painting queues answer, 503
 * naming the ones that do not. Medusa's own GET /health only says the process serves HTTP.
 * `process.pid` names which of the backend's processes answered (BACKEND_PROCESSES).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const report = await checkDependencies(req.scope)
  res.status(report.status === "ok" ? 200 : 503).json({ ...report, process: { pid: process.pid } })
}
