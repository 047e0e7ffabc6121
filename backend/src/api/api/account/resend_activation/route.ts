import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendActivationEmailWorkflow } from "../../../../workflows/account/send-activation-email"
import { requireAccount } from "../../../utils/account-context"
import { findAccountContact } from "../../../utils/account-lookup"
import { ApiError } from "../../../utils/api-error"
import { countAttempt } from "../../../utils/rate-limit"

/** POST /api/account/resend_activation: a new activation link; five an hour per account. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  if (account.isTemp) throw ApiError.loginRequired()
  if (account.isVerified) throw ApiError.badRequest("email", "Your email address is already verified.")
  await countAttempt(`resend-activation:${account.id}`, 5, 60 * 60)
  const contact = await findAccountContact(req.scope, account.id)
  if (!contact?.email) throw ApiError.badRequest("email", "Your account has no email address.")
  await sendActivationEmailWorkflow(req.scope).run({ input: { accountId: account.id, email: contact.email, name: contact.name } })
  res.json({ message: "Activation email sent." })
}
