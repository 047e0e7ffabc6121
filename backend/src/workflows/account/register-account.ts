import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { setAuthAppMetadataStep, updateCustomersStep } from "@medusajs/medusa/core-flows"
import { registerAuthIdentityStep } from "./steps/register-auth-identity"
import { updateAccountRecordStep } from "./steps/update-account-record"

export type RegisterAccountInput = { accountId: string; customerId: string; email: string; password: string; name?: string }

/**
 * Registration turns the visitor's temporary account into a registered one in place, so
 * everything made as a visitor (photos, paintings, cart) stays theirs: a login identity
 * for the customer, the customer's email, and the account no longer temporary.
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
  return new WorkflowResponse(account)
})
