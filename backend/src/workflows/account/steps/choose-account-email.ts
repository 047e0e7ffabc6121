import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findAccountByLoginEmail, findAccountContact } from "../../../accounts/account-lookup"
import type { AccountEmailRequest } from "../account-email-requests"

export type AccountEmailChoice = {
  send: "password-reset" | "account-exists" | "activation" | null
  accountId: string
  email: string
  name: string | null
}

const NOTHING: AccountEmailChoice = { send: null, accountId: "", email: "", name: null }

/**
 * Who gets which account e-mail (reads only):
 * - a registration or "resend activation": a new activation link to an unverified account;
 * - a registration with a taken address: a note to the address's owner (never a link to
 *   the caller); resending for it sends nothing;
 * - "forgot password": a reset link if the address logs in to an open, registered account.
 */
export const chooseAccountEmailStep = createStep("choose-account-email", async (request: AccountEmailRequest, { container }) => {
  if (request.kind === "password-reset") {
    const account = await findAccountByLoginEmail(container, request.email)
    if (!account || account.isTemp || account.isBanned) return new StepResponse(NOTHING)
    return new StepResponse<AccountEmailChoice>({
      send: "password-reset",
      accountId: account.id,
      email: request.email,
      name: account.name ?? null,
    })
  }
  const account = await findAccountContact(container, request.accountId)
  if (!account || account.isTemp || account.isBanned || account.isVerified) return new StepResponse(NOTHING)
  if (account.unclaimableEmail) {
    if (request.kind !== "registered") return new StepResponse(NOTHING)
    const owner = await findAccountByLoginEmail(container, account.unclaimableEmail)
    if (!owner || owner.isTemp || owner.isBanned) return new StepResponse(NOTHING)
    return new StepResponse<AccountEmailChoice>({
      send: "account-exists",
      accountId: owner.id,
      email: account.unclaimableEmail,
      name: owner.name ?? null,
    })
  }
  if (!account.email) return new StepResponse(NOTHING)
  return new StepResponse<AccountEmailChoice>({
    send: "activation",
    accountId: account.id,
    email: account.email,
    name: account.name ?? null,
  })
})
