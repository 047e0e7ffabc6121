import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { currentAccount } from "../../../utils/account-context"
import { paintingSearchFields } from "../../../utils/search-fields"

/**
 * GET /api/paintings/search_fields: the filters GET /api/paintings accepts, as
 * {fields: [{name, label, type, default, values | min/max}]}, with the values this caller may use.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ fields: await paintingSearchFields(req.scope, currentAccount(req)) })
}
