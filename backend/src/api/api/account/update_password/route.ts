import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { updatePasswordWorkflow } from "../../../../workflows/account/update-password"
import { requireAccount } from "../../../utils/account-context"
import { findAccountContact } from "../../../../accounts/account-lookup"
import { ApiError } from "../../../utils/api-error"
import type { UpdatePasswordBody } from "../../../validators/account"

/**
 * PATCH /api/account/update_password {oldPassword, password}. Ten failed tries per account per
 * 15 minutes (route-middlewares/throttling.ts), so a stolen session cannot guess the old password.
 */
export async function PATCH(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  if (account.isTemp) throw ApiError.loginRequired()
  const body = (req as MedusaRequest & { validatedBody: UpdatePasswordBody }).validatedBody
  const contact = await findAccountContact(req.scope, account.id)
  if (!contact?.email) throw ApiError.loginRequired()
  const { success } = await req.scope
    .resolve(Modules.AUTH)
    .authenticate("emailpass", { body: { email: contact.email, password: body.oldPassword } })
  if (!success) throw ApiError.badRequest("oldPassword", "Your current password is not correct.")
  await updatePasswordWorkflow(req.scope).run({ input: { email: contact.email, password: body.password } })
  res.json({ message: "Password updated." })
}
