import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { banAccountWorkflow } from "../../../../../workflows/account/ban-account"
import { requireAdmin } from "../../../../utils/account-context"
import { ApiError } from "../../../../utils/api-error"
import { findAccountContact } from "../../../../../accounts/account-lookup"
import { loadPresentedAccount } from "../../../../../accounts/present-account"

/** POST /api/account/{id}/ban (admin): the account is refused from now on and its sessions end. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const admin = requireAdmin(req)
  const target = await findAccountContact(req.scope, req.params.id)
  if (!target) throw ApiError.notFound("Account not found.")
  if (target.id === admin.id) throw ApiError.badRequest("id", "You cannot ban yourself.")
  await banAccountWorkflow(req.scope).run({ input: { accountId: target.id } })
  res.json(await loadPresentedAccount(req.scope, target.id))
}
