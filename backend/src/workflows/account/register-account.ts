import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep, setAuthAppMetadataStep, updateCustomersStep } from "@medusajs/medusa/core-flows"
import { ACCOUNT_EMAIL_REQUESTED, type AccountEmailRequest } from "./account-email-requests"
import { assignReferralCodeStep } from "./steps/assign-referral-code"
import { findLoginIdentityStep } from "./steps/find-login-identity"
import { hashUnusedPasswordStep } from "./steps/hash-unused-password"
import { registerAuthIdentityStep } from "./steps/register-auth-identity"
import { updateAccountRecordStep } from "./steps/update-account-record"

export type RegisterAccountInput = { accountId: string; customerId: string; email: string; password: string; name?: string }

/**
 * Registration turns the visitor's temporary account into a registered one in place, so
 * everything made as a visitor (photos, paintings, cart) stays theirs: a login identity
 * for the customer, the customer's email, and the account no longer temporary. It gets its
 * referral code, and an activation e-mail is asked for (sent by the account-emails
 * subscriber after the answer; a mail outage does not undo the registration).
 *
 * An address that already logs in to an account is answered the same (issue 17: no account
 * enumeration): the caller's account becomes registered and unverified too, with the
 * address kept only as `unclaimable_email` (no login, no customer e-mail, no activation
 * link ever), the same password-hashing work is spent, and the address's owner gets a
 * note that someone tried, from the same subscriber.
 */
export const registerAccountWorkflow = createWorkflow("register-account", (input: RegisterAccountInput) => {
  const taken = findLoginIdentityStep(transform({ input }, ({ input }) => input.email))

  when("register-new-address", { taken }, ({ taken }) => !taken).then(() => {
    const identity = registerAuthIdentityStep(transform({ input }, ({ input }) => ({ email: input.email, password: input.password })))
    setAuthAppMetadataStep(
      transform({ input, identity }, ({ input, identity }) => ({
        authIdentityId: identity.id,
        actorType: "customer",
        value: input.customerId,
      }))
    )
    updateCustomersStep(
      transform({ input }, ({ input }) => ({
        selector: { id: input.customerId },
        update: { email: input.email, first_name: input.name ?? null, has_account: true },
      }))
    )
  })

  when("register-taken-address", { taken }, ({ taken }) => taken).then(() => {
    hashUnusedPasswordStep(transform({ input }, ({ input }) => input.password))
    updateCustomersStep(
      transform({ input }, ({ input }) => ({ selector: { id: input.customerId }, update: { first_name: input.name ?? null } }))
    ).config({ name: "update-customer-name" })
  })

  const account = updateAccountRecordStep(
    transform({ input, taken }, ({ input, taken }) => ({
      id: input.accountId,
      is_temp: false,
      name: input.name ?? null,
      unclaimable_email: taken ? input.email : null,
    }))
  )
  assignReferralCodeStep(transform({ input }, ({ input }) => input.accountId))
  emitEventStep(
    transform({ input }, ({ input }) => ({
      eventName: ACCOUNT_EMAIL_REQUESTED,
      data: { kind: "registered", accountId: input.accountId } satisfies AccountEmailRequest,
    }))
  )
  return new WorkflowResponse(account)
})
