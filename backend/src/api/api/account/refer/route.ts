import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { inviteReferralWorkflow } from "../../../../workflows/account/invite-referral"
import { requireAccount } from "../../../utils/account-context"
import { findAccountContact } from "../../../../accounts/account-lookup"
import { ApiError } from "../../../utils/api-error"
import type { ReferBody } from "../../../validators/account"

/** POST /api/account/refer {email}: invites a friend with the caller's referral link; twenty an hour, three a day to one address (route-middlewares/throttling.ts). */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  if (account.isTemp) throw ApiError.loginRequired()
  const { email } = (req as MedusaRequest & { validatedBody: ReferBody }).validatedBody
  const inviter = await findAccountContact(req.scope, account.id)
  if (inviter?.email === email) throw ApiError.badRequest("email", "Please write a friend's email address, not your own.")
  await inviteReferralWorkflow(req.scope).run({
    input: { accountId: account.id, email, inviterName: inviter?.name ?? null, inviterEmail: inviter?.email ?? null },
  })
  res.json({ message: "invite email sent." })
}
