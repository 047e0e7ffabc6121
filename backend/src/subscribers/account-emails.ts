import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ACCOUNT_EMAIL_REQUESTED, type AccountEmailRequest } from "../workflows/account/account-email-requests"
import { sendRequestedAccountEmailWorkflow } from "../workflows/account/send-requested-account-email"

/** Account e-mails, after the answer (issue 17): the workflow decides who gets what and sends it. */
export default async function accountEmails({ event: { data }, container }: SubscriberArgs<AccountEmailRequest>) {
  await sendRequestedAccountEmailWorkflow(container).run({ input: data })
}

export const config: SubscriberConfig = { event: ACCOUNT_EMAIL_REQUESTED, context: { subscriberId: "account-emails" } }
