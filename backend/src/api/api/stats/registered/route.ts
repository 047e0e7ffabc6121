import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { registeredAccounts } from "../../../../stats/period-stats"
import type { StatsPeriodBody } from "../../../validators/growth"

/** POST /api/stats/registered {from?, to?, page?, perPage?} (admin): accounts registered in the period, newest first. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  res.json(await registeredAccounts(req.scope, (req as MedusaRequest & { validatedBody: StatsPeriodBody }).validatedBody))
}
