import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendEmailStep } from "./steps/send-email"

export type SendAccountExistsEmailInput = { accountId: string; email: string; name?: string | null }

/** Someone registered with an address that already has an account: its owner hears of it, with links to log in or reset. */
export const sendAccountExistsEmailWorkflow = createWorkflow("send-account-exists-email", (input: SendAccountExistsEmailInput) => {
  const sent = sendEmailStep(
    transform({ input }, ({ input }) => ({
      to: input.email,
      template: "account-exists" as const,
      data: { accountId: input.accountId, name: input.name ?? null },
    }))
  )
  return new WorkflowResponse(sent)
})
