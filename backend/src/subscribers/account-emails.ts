import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { MedusaContainer } from "@medusajs/framework/types"
import { findAccountByLoginEmail, findAccountContact } from "../accounts/account-lookup"
import { ACCOUNT_EMAIL_REQUESTED, type AccountEmailRequest } from "../workflows/account/account-email-requests"
import { requestPasswordResetWorkflow } from "../workflows/account/request-password-reset"
import { sendAccountExistsEmailWorkflow } from "../workflows/account/send-account-exists-email"
import { sendActivationEmailWorkflow } from "../workflows/account/send-activation-email"

/**
 * Account e-mails, after the answer (issue 17: the request did the same work whoever the
 * address belongs to). Here it is decided who gets what:
 * - a registration or "resend activation": a new activation link to an unverified account;
 * - a registration with a taken address: a note to the address's owner (never a link to
 *   the caller); resending for it sends nothing;
 * - "forgot password": a reset link if the address logs in to an open, registered account.
 */
export default async function accountEmails({ event: { data }, container }: SubscriberArgs<AccountEmailRequest>) {
  await sendRequestedEmail(container, data)
}

async function sendRequestedEmail(container: MedusaContainer, request: AccountEmailRequest) {
  if (request.kind === "password-reset") {
    const account = await findAccountByLoginEmail(container, request.email)
    if (account && !account.isTemp && !account.isBanned) {
      await requestPasswordResetWorkflow(container).run({ input: { accountId: account.id, email: request.email, name: account.name } })
    }
    return
  }
  const account = await findAccountContact(container, request.accountId)
  if (!account || account.isTemp || account.isBanned || account.isVerified) return
  if (account.unclaimableEmail) {
    if (request.kind !== "registered") return
    const owner = await findAccountByLoginEmail(container, account.unclaimableEmail)
    if (owner && !owner.isTemp && !owner.isBanned) {
      await sendAccountExistsEmailWorkflow(container).run({
        input: { accountId: owner.id, email: account.unclaimableEmail, name: owner.name },
      })
    }
    return
  }
  if (account.email) {
    await sendActivationEmailWorkflow(container).run({ input: { accountId: account.id, email: account.email, name: account.name } })
  }
}

export const config: SubscriberConfig = { event: ACCOUNT_EMAIL_REQUESTED, context: { subscriberId: "account-emails" } }
