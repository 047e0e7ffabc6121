import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { registerAccountWorkflow } from "../../../../workflows/account/register-account"
import { requireAccount } from "../../../utils/account-context"
import { ApiError } from "../../../utils/api-error"
import { loadPresentedAccount } from "../../../../accounts/present-account"
import type { RegisterBody } from "../../../validators/account"

/**
 * POST /api/account/register {email, password, name?}: the caller's temporary account
 * becomes a registered one, keeping its token and everything made so far. An address that
 * already has an account is answered the same (issue 17): see registerAccountWorkflow.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const body = (req as MedusaRequest & { validatedBody: RegisterBody }).validatedBody
  if (!account.isTemp) throw ApiError.badRequest("email", "You already have an account. Log out to register another.")
  await registerAccountWorkflow(req.scope).run({
    input: { accountId: account.id, customerId: account.customerId, email: body.email, password: body.password, name: body.name },
  })
  res.status(201).json(await loadPresentedAccount(req.scope, account.id, account.token))
}
