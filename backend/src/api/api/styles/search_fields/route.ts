import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { currentAccount } from "../../../utils/account-context"
import { styleSearchFields } from "../../../utils/search-fields"

/**
 * GET /api/styles/search_fields: the filters GET /api/styles accepts, as
 * {fields: [{name, label, type, default, values | min/max}]}, with the values this caller may use.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ fields: styleSearchFields(currentAccount(req)) })
}
