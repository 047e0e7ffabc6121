import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { ACCOUNT_MODULE } from "../../../../modules/account"
import type AccountModuleService from "../../../../modules/account/service"
import { mergeTemporaryAccountWorkflow } from "../../../../workflows/account/merge-temporary-account"
import { currentAccount } from "../../../utils/account-context"
import { ApiError } from "../../../utils/api-error"
import { loadPresentedAccount } from "../../../../accounts/present-account"
import type { LoginBody } from "../../../validators/account"

const WRONG = "Wrong email or password."

/**
 * POST /api/account/login {email, password}: a new token for the account. Photos and
 * paintings the caller made as a visitor carry over. Throttled per email and address
 * (route-middlewares/throttling.ts).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const body = (req as MedusaRequest & { validatedBody: LoginBody }).validatedBody

  const { success, authIdentity } = await req.scope.resolve(Modules.AUTH).authenticate("emailpass", {
    body: { email: body.email, password: body.password },
  })
  const customerId = (authIdentity?.app_metadata as { customer_id?: string } | undefined)?.customer_id
  if (!success || !customerId) throw ApiError.badRequest("password", WRONG)

  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "customer", fields: ["id", "account.id", "account.is_banned"], filters: { id: customerId } })
  const target = (data[0] as { account?: { id: string; is_banned: boolean } } | undefined)?.account
  if (!target) throw ApiError.badRequest("password", WRONG)
  if (target.is_banned) throw ApiError.unauthorized("This account is closed.")

  const accounts = req.scope.resolve<AccountModuleService>(ACCOUNT_MODULE)
  const visitor = currentAccount(req)
  // A visitor whose registration found its address taken (issue 17) is a dead end too: its work carries over as a visitor's.
  const dropsVisitor =
    visitor && visitor.id !== target.id && (visitor.isTemp || (await accounts.retrieveAccount(visitor.id)).unclaimable_email != null)
  if (visitor && dropsVisitor) {
    await mergeTemporaryAccountWorkflow(req.scope).run({ input: { fromCustomerId: visitor.customerId, toCustomerId: customerId } })
    await accounts.revokeToken(visitor.token)
  }
  const token = await accounts.issueToken(target.id)
  res.json(await loadPresentedAccount(req.scope, target.id, token))
}
