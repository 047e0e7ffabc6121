import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ACCOUNT_MODULE } from "../../../../../modules/account"
import type AccountModuleService from "../../../../../modules/account/service"
import { resetPasswordWorkflow } from "../../../../../workflows/account/reset-password"
import { findAccountContact } from "../../../../../accounts/account-lookup"
import { actionTokenError } from "../../../../utils/action-token-errors"
import { ApiError } from "../../../../utils/api-error"
import { loadPresentedAccount } from "../../../../../accounts/present-account"
import type { ResetPasswordBody } from "../../../../validators/account"

/**
 * POST /api/account/{accountId}/reset_password {token, password}: the reset link sets a new
 * password, ends every other session and answers the account with a fresh token.
 * Ten attempts per account and caller per 15 minutes (route-middlewares/throttling.ts).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const accountId = req.params.id
  const body = (req as MedusaRequest & { validatedBody: ResetPasswordBody }).validatedBody
  const check = await req.scope.resolve<AccountModuleService>(ACCOUNT_MODULE).checkActionToken("password_reset", body.token, accountId)
  if (!check.ok) throw actionTokenError("reset", check)
  const account = await findAccountContact(req.scope, accountId)
  if (!account?.email) throw actionTokenError("reset", { ok: false, reason: "unknown" })
  if (account.isBanned) throw ApiError.unauthorized("This account is closed.")
  const { result } = await resetPasswordWorkflow(req.scope).run({
    input: { accountId, email: account.email, token: body.token, password: body.password },
  })
  res.json(await loadPresentedAccount(req.scope, accountId, result.token))
}
