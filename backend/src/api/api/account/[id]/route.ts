import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ACCOUNT_MODULE } from "../../../../modules/account"
import type AccountModuleService from "../../../../modules/account/service"
import { requireAccount } from "../../../utils/account-context"
import { ApiError } from "../../../utils/api-error"
import { loadPresentedAccount } from "../../../../accounts/present-account"

/** GET /api/account/{id}: one's own account (with the caller's token), or any account for an admin (never with its token). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const caller = requireAccount(req)
  if (caller.id !== req.params.id && !caller.isAdmin) throw ApiError.unauthorized()
  const [found] = await req.scope
    .resolve<AccountModuleService>(ACCOUNT_MODULE)
    .listAccounts({ id: req.params.id }, { select: ["id"], take: 1 })
  if (!found) throw ApiError.notFound("Account not found.")
  res.json(await loadPresentedAccount(req.scope, found.id, found.id === caller.id ? caller.token : undefined))
}
