import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { unbanAccountWorkflow } from "../../../../../workflows/account/unban-account"
import { requireAdmin } from "../../../../utils/account-context"
import { ApiError } from "../../../../utils/api-error"
import { findAccountContact } from "../../../../../accounts/account-lookup"
import { loadPresentedAccount } from "../../../../../accounts/present-account"

/** POST /api/account/{id}/unban (admin): the account may log in again. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  requireAdmin(req)
  const target = await findAccountContact(req.scope, req.params.id)
  if (!target) throw ApiError.notFound("Account not found.")
  await unbanAccountWorkflow(req.scope).run({ input: { accountId: target.id } })
  res.json(await loadPresentedAccount(req.scope, target.id))
}
