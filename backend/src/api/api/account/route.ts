import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { createTemporaryAccountWorkflow } from "../../../workflows/account/create-temporary-account"
import { currentAccount } from "../../utils/account-context"
import { loadPresentedAccount } from "../../utils/present-account"

/** UTM parameters of the landing page, kept on a new visitor's account for campaign tracking. */
function utmFrom(query: Record<string, unknown>): Record<string, string> | null {
  const utm = Object.fromEntries(
    Object.entries(query).filter(([k, v]) => k.startsWith("utm") && typeof v === "string" && v.length <= 200)
  ) as Record<string, string>
  return Object.keys(utm).length ? utm : null
}

/**
 * GET /api/account: the caller's account. A visitor without a valid token gets a new
 * temporary account, whose token (shown only here) the storefront keeps.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  let accountId = currentAccount(req)?.id
  let token: string | undefined
  if (!accountId) {
    const { result } = await createTemporaryAccountWorkflow(req.scope).run({
      input: { utm: utmFrom(req.query as Record<string, unknown>) },
    })
    accountId = result.account.id
    token = result.token
  }
  res.json(await loadPresentedAccount(req.scope, accountId, token))
}
