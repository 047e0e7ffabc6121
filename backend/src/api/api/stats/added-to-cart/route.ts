import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { addedToCart } from "../../../../stats/period-stats"
import type { StatsPeriodBody } from "../../../validators/growth"

/** POST /api/stats/added-to-cart {from?, to?, page?, perPage?} (admin): cart lines added in the period, with owner and whether they were ordered. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  res.json(await addedToCart(req.scope, (req as MedusaRequest & { validatedBody: StatsPeriodBody }).validatedBody))
}
