import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { dailyStats } from "../../../stats/daily-stats"
import { periodSummary } from "../../../stats/period-stats"
import { parseQuery } from "../../utils/validate"
import { statsQuery, type StatsPeriodBody } from "../../validators/growth"

/** GET /api/stats?timespan=30d&scope=accounts|cart|paintings|styles (admin): counts per day (styles: per style). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await dailyStats(req.scope, parseQuery(statsQuery, req.query)))
}

/** POST /api/stats {from?, to?} (admin): every count of the period and the conversions. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  res.json(await periodSummary(req.scope, (req as MedusaRequest & { validatedBody: StatsPeriodBody }).validatedBody))
}
