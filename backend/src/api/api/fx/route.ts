import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { presentFx } from "../../../commerce/fx"

/** GET /api/fx: currency rates relative to USD (spec section 9), as the catalogue was priced. */
export async function GET(_req: MedusaRequest, res: MedusaResponse) {
  res.json(presentFx())
}
