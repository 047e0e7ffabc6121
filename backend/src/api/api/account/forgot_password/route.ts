import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requestPasswordResetWorkflow } from "../../../../workflows/account/request-password-reset"
import { findAccountByLoginEmail } from "../../../utils/account-lookup"
import { countAttempt } from "../../../utils/rate-limit"
import type { ForgotPasswordBody } from "../../../validators/account"

/**
 * POST /api/account/forgot_password {email}: a reset link to the account's address. The
 * answer is the same whether or not the address has an account, so it reveals none.
 * Five requests per address and caller per 15 minutes.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const { email } = (req as MedusaRequest & { validatedBody: ForgotPasswordBody }).validatedBody
  await countAttempt(`forgot-password:${req.ip}:${email}`, 5, 15 * 60)
  const account = await findAccountByLoginEmail(req.scope, email)
  if (account && !account.isTemp && !account.isBanned) {
    await requestPasswordResetWorkflow(req.scope).run({ input: { accountId: account.id, email, name: account.name } })
  }
  res.json({ message: "Email sent." })
}
