import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requireAccount } from "../../../../utils/account-context"
import { accountCustomerFor } from "../../../../../accounts/account-work"
import { customerPhotosPage } from "../../../../utils/customer-photos-page"
import { parseQuery } from "../../../../utils/validate"
import { listQuery } from "../../../../validators/photo"

/** GET /api/account/{id}/photos?perPage=50&page=1 (the account itself or an admin): its photos, newest first. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const caller = requireAccount(req)
  const { page, perPage } = parseQuery(listQuery, req.query)
  const customerId = await accountCustomerFor(req.scope, caller, req.params.id)
  res.json(await customerPhotosPage(req.scope, customerId, page, perPage))
}
