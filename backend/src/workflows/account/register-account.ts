import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { setAuthAppMetadataStep, updateCustomersStep } from "@medusajs/medusa/core-flows"
import { assignReferralCodeStep } from "./steps/assign-referral-code"
import { issueActionTokenStep } from "./steps/issue-action-token"
import { registerAuthIdentityStep } from "./steps/register-auth-identity"
import { sendEmailStep } from "./steps/send-email"
import { updateAccountRecordStep } from "./steps/update-account-record"
import { ACTIVATION_TOKEN_TTL_SECONDS } from "./tokens"

export type RegisterAccountInput = { accountId: string; customerId: string; email: string; password: string; name?: string }

/**
 * Registration turns the visitor's temporary account into a registered one in place, so
 * everything made as a visitor (photos, paintings, cart) stays theirs: a login identity
 * for the customer, the customer's email, and the account no longer temporary. It gets its
 * referral code, and an activation e-mail goes out (a mail outage does not undo the
 * registration: "resend activation" sends another).
 */
export const registerAccountWorkflow = createWorkflow("register-account", (input: RegisterAccountInput) => {
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
  const account = updateAccountRecordStep(
    transform({ input }, ({ input }) => ({ id: input.accountId, is_temp: false, name: input.name ?? null }))
  )
  assignReferralCodeStep(transform({ input }, ({ input }) => input.accountId))
  const activation = issueActionTokenStep(
    transform({ input }, ({ input }) => ({
      accountId: input.accountId,
      purpose: "activation" as const,
      ttlSeconds: ACTIVATION_TOKEN_TTL_SECONDS,
    }))
  )
  sendEmailStep(
    transform({ input, activation }, ({ input, activation }) => ({
      to: input.email,
      template: "account-activation" as const,
      data: { accountId: input.accountId, token: activation.token, name: input.name ?? null },
      bestEffort: true,
    }))
  )
  return new WorkflowResponse(account)
})
