import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ACCOUNT_MODULE } from "../../../../modules/account"
import type AccountModuleService from "../../../../modules/account/service"
import { currentAccount } from "../../../utils/account-context"

/** GET /api/account/logout: the caller's token stops working on the server. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const account = currentAccount(req)
  if (account) await req.scope.resolve<AccountModuleService>(ACCOUNT_MODULE).revokeToken(account.token)
  res.status(204).send()
}
