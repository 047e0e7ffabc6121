import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { queueAccountEmailWorkflow } from "../../../../workflows/account/queue-account-email"
import type { ForgotPasswordBody } from "../../../validators/account"

/**
 * POST /api/account/forgot_password {email}: a reset link to the account's address. The
 * answer is the same whether or not the address has an account, so it reveals none: the
 * lookup and the e-mail happen after it, in the account-emails subscriber, so it takes the
 * same time too.
 * Five requests per address and caller per 15 minutes (route-middlewares/throttling.ts).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const { email } = (req as MedusaRequest & { validatedBody: ForgotPasswordBody }).validatedBody
  await queueAccountEmailWorkflow(req.scope).run({ input: { kind: "password-reset", email } })
  res.json({ message: "Email sent." })
}
