import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ACCOUNT_MODULE } from "../../../../modules/account"
import type AccountModuleService from "../../../../modules/account/service"
import { activateAccountWorkflow } from "../../../../workflows/account/activate-account"
import { actionTokenError } from "../../../utils/action-token-errors"
import { loadPresentedAccount } from "../../../../accounts/present-account"
import type { ActivateBody } from "../../../validators/account"

/**
 * POST /api/account/activate {token}: the link of the activation e-mail verifies the
 * account. No login needed: the link may be opened in another browser.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const { token } = (req as MedusaRequest & { validatedBody: ActivateBody }).validatedBody
  const check = await req.scope.resolve<AccountModuleService>(ACCOUNT_MODULE).checkActionToken("activation", token)
  if (!check.ok) throw actionTokenError("activation", check)
  const { result } = await activateAccountWorkflow(req.scope).run({ input: { token } })
  res.json(await loadPresentedAccount(req.scope, result.accountId))
}
