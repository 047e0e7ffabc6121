import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { cartStats } from "../../../../../stats/cart-stats"
import { ApiError } from "../../../../utils/api-error"

/** GET /api/stats/cart/{id} (admin): a cart's owner, lines, last change and last reminder. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const id = req.params.id
  if (!id || id.length > 100) throw ApiError.notFound("Cart not found.")
  res.json(await cartStats(req.scope, id))
}
