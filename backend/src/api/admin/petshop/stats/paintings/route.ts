import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { dailyStats } from "../../../../../stats/daily-stats"
import { parseQuery } from "../../../../utils/validate"
import { paintingStatsQuery } from "../../../../validators/admin-petshop"

/**
 * GET /admin/petshop/stats/paintings?timespan=30d: paintings per style and day with their
 * conversion to cart and order (per day and per style), from the same queries as GET /api/stats.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { timespan } = parseQuery(paintingStatsQuery, req.query)
  const now = new Date()
  const [perDay, perStyle] = await Promise.all([
    dailyStats(req.scope, { scope: "paintings", timespan }, now),
    dailyStats(req.scope, { scope: "styles", timespan }, now),
  ])
  // perDay: {days[{date, paintings, inCart, ordered, byStyle}], styles, totals}; perStyle: the same per style over the timespan.
  res.json({ ...perDay, perStyle: "styles" in perStyle ? perStyle.styles : [] })
}
