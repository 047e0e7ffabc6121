import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ACCOUNT_MODULE } from "../../../modules/account"
import type AccountModuleService from "../../../modules/account/service"
import { createTemporaryAccountWorkflow } from "../../../workflows/account/create-temporary-account"
import { currentAccount } from "../../utils/account-context"
import { loadPresentedAccount } from "../../../accounts/present-account"

/** Campaign tracking of the landing page (utm_* and campaign), kept on a new visitor's account. */
function utmFrom(query: Record<string, unknown>): Record<string, string> | null {
  const utm = Object.fromEntries(
    Object.entries(query).filter(([k, v]) => (k.startsWith("utm") || k === "campaign") && typeof v === "string" && v.length <= 200)
  ) as Record<string, string>
  return Object.keys(utm).length ? utm : null
}

/** The account whose referral link (`?referrerId=N`, a whole number) brought the visitor, if any. */
async function referrerFrom(req: MedusaRequest): Promise<string | null> {
  const raw = (req.query as Record<string, unknown>).referrerId
  if (typeof raw !== "string" || !/^\d{1,10}$/.test(raw)) return null
  const code = Number(raw)
  if (!Number.isSafeInteger(code) || code > 2_147_483_647) return null
  const referrer = await req.scope.resolve<AccountModuleService>(ACCOUNT_MODULE).accountForReferralCode(code)
  return referrer?.id ?? null
}

/**
 * GET /api/account: the caller's account with the caller's token (the spec's Account has it).
 * A visitor without a valid token gets a new temporary account and its token, which the
 * storefront keeps.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const caller = currentAccount(req)
  let accountId = caller?.id
  let token = caller?.token
  if (!accountId) {
    const { result } = await createTemporaryAccountWorkflow(req.scope).run({
      input: { utm: utmFrom(req.query as Record<string, unknown>), referrerId: await referrerFrom(req) },
    })
    accountId = result.account.id
    token = result.token
  }
  res.json(await loadPresentedAccount(req.scope, accountId, token))
}
