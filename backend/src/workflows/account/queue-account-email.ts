import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ACCOUNT_EMAIL_REQUESTED, type AccountEmailRequest } from "./account-email-requests"

/**
 * Asks for an account e-mail without sending it: the event goes out when the workflow
 * ends, and the account-emails subscriber looks the address up and sends (see
 * account-email-requests.ts).
 */
export const queueAccountEmailWorkflow = createWorkflow("queue-account-email", (input: AccountEmailRequest) => {
  emitEventStep(transform({ input }, ({ input }) => ({ eventName: ACCOUNT_EMAIL_REQUESTED, data: input })))
  return new WorkflowResponse(true)
})
