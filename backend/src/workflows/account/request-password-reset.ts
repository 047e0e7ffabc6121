import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { issueActionTokenStep } from "./steps/issue-action-token"
import { sendEmailStep } from "./steps/send-email"
import { PASSWORD_RESET_TOKEN_TTL_SECONDS } from "./tokens"

export type RequestPasswordResetInput = { accountId: string; email: string; name?: string | null }

/** "Forgot password": a one-hour reset link by e-mail; earlier reset links stop working. */
export const requestPasswordResetWorkflow = createWorkflow("request-password-reset", (input: RequestPasswordResetInput) => {
  const reset = issueActionTokenStep(
    transform({ input }, ({ input }) => ({
      accountId: input.accountId,
      purpose: "password_reset" as const,
      ttlSeconds: PASSWORD_RESET_TOKEN_TTL_SECONDS,
    }))
  )
  const sent = sendEmailStep(
    transform({ input, reset }, ({ input, reset }) => ({
      to: input.email,
      template: "password-reset" as const,
      data: { accountId: input.accountId, token: reset.token, name: input.name ?? null },
    }))
  )
  return new WorkflowResponse(sent)
})
