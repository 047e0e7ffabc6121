import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { newsletterSubscribers } from "../../../../stats/period-stats"
import type { StatsPeriodBody } from "../../../validators/growth"

/** POST /api/stats/subscribers {from?, to?, page?, perPage?} (admin): registered accounts with the newsletter on, joined in the period. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  res.json(await newsletterSubscribers(req.scope, (req as MedusaRequest & { validatedBody: StatsPeriodBody }).validatedBody))
}
