import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { orderingClients } from "../../../../stats/period-stats"
import type { StatsPeriodBody } from "../../../validators/growth"

/** POST /api/stats/clients {from?, to?, page?, perPage?} (admin): who ordered in the period, with order counts. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  res.json(await orderingClients(req.scope, (req as MedusaRequest & { validatedBody: StatsPeriodBody }).validatedBody))
}
