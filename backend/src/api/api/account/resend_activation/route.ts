import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { queueAccountEmailWorkflow } from "../../../../workflows/account/queue-account-email"
import { requireAccount } from "../../../utils/account-context"
import { ApiError } from "../../../utils/api-error"

/**
 * POST /api/account/resend_activation: a new activation link; five an hour per account
 * (route-middlewares/throttling.ts). The e-mail goes out after the answer (account-emails
 * subscriber); a registration whose address was taken gets the same answer and no link (issue 17).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  if (account.isTemp) throw ApiError.loginRequired()
  if (account.isVerified) throw ApiError.badRequest("email", "Your email address is already verified.")
  await queueAccountEmailWorkflow(req.scope).run({ input: { kind: "activation", accountId: account.id } })
  res.json({ message: "Activation email sent." })
}
