import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { issueActionTokenStep } from "./steps/issue-action-token"
import { sendEmailStep } from "./steps/send-email"
import { ACTIVATION_TOKEN_TTL_SECONDS } from "./tokens"

export type SendActivationEmailInput = { accountId: string; email: string; name?: string | null }

/** "Resend activation": a new 48-hour link (earlier ones stop working) by e-mail. */
export const sendActivationEmailWorkflow = createWorkflow("send-activation-email", (input: SendActivationEmailInput) => {
  const activation = issueActionTokenStep(
    transform({ input }, ({ input }) => ({
      accountId: input.accountId,
      purpose: "activation" as const,
      ttlSeconds: ACTIVATION_TOKEN_TTL_SECONDS,
    }))
  )
  const sent = sendEmailStep(
    transform({ input, activation }, ({ input, activation }) => ({
      to: input.email,
      template: "account-activation" as const,
      data: { accountId: input.accountId, token: activation.token, name: input.name ?? null },
    }))
  )
  return new WorkflowResponse(sent)
})
