import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requireAccount } from "../../utils/account-context"
import { customerPhotosPage } from "../../utils/customer-photos-page"
import { parseQuery } from "../../utils/validate"
import { listQuery } from "../../validators/photo"

/** GET /api/photos?perPage=50&page=1: the caller's photos, newest first. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const { page, perPage } = parseQuery(listQuery, req.query)
  res.json(await customerPhotosPage(req.scope, account.customerId, page, perPage))
}
