import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { consumeActionTokenStep } from "./steps/consume-action-token"
import { issueAccountTokenStep } from "./steps/issue-account-token"
import { revokeAccountSessionsStep } from "./steps/revoke-account-sessions"
import { setLoginPasswordStep } from "./steps/set-login-password"
import { updateAccountRecordStep } from "./steps/update-account-record"

export type ResetPasswordInput = { accountId: string; email: string; token: string; password: string }

/**
 * The reset link: the token is used up, the password replaced, every session ended (whoever
 * knew the old password is out) and a fresh token issued for the person resetting. Having
 * the e-mail proves the address, so the account counts as verified.
 */
export const resetPasswordWorkflow = createWorkflow("reset-password", (input: ResetPasswordInput) => {
  consumeActionTokenStep(
    transform({ input }, ({ input }) => ({ purpose: "password_reset" as const, token: input.token, accountId: input.accountId }))
  )
  setLoginPasswordStep(transform({ input }, ({ input }) => ({ email: input.email, password: input.password })))
  revokeAccountSessionsStep(transform({ input }, ({ input }) => input.accountId))
  updateAccountRecordStep(transform({ input }, ({ input }) => ({ id: input.accountId, is_verified: true })))
  const token = issueAccountTokenStep(transform({ input }, ({ input }) => input.accountId))
  return new WorkflowResponse({ token })
})
