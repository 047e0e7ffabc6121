import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { updateAccountWorkflow } from "../../../../workflows/account/update-account"
import type { AccountUpdate } from "../../../../workflows/account/steps/update-account-record"
import { requireAccount } from "../../../utils/account-context"
import { ApiError } from "../../../utils/api-error"
import { loadPresentedAccount } from "../../../../accounts/present-account"
import type { UpdateAccountBody } from "../../../validators/account"

/**
 * PATCH /api/account/update: name, location, switches and addresses (only the fields sent
 * change). showAdminOptions is for admins. Answers the caller's account with the caller's token.
 */
export async function PATCH(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const body = (req as MedusaRequest & { validatedBody: UpdateAccountBody }).validatedBody
  if (body.showAdminOptions !== undefined && !account.isAdmin) {
    // The client may send its whole account back; only switching admin options on is refused.
    if (body.showAdminOptions) throw ApiError.unauthorized("Only admins have admin options.")
    delete body.showAdminOptions
  }
  const update: AccountUpdate = { id: account.id }
  if (body.name !== undefined) update.name = body.name || null
  if (body.location !== undefined) update.location = body.location || null
  if (body.showAdminOptions !== undefined) update.show_admin_options = body.showAdminOptions
  if (body.cartReminders !== undefined) update.cart_reminders = body.cartReminders
  if (body.newsletter !== undefined) update.newsletter = body.newsletter
  if (body.addresses !== undefined) update.addresses = body.addresses
  await updateAccountWorkflow(req.scope).run({ input: update })
  res.json(await loadPresentedAccount(req.scope, account.id, account.token))
}
