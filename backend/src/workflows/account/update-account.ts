import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendAccountEventStep } from "./steps/send-account-event"
import { updateAccountRecordStep, type AccountUpdate } from "./steps/update-account-record"

/** Profile, switches and addresses of an account; its open tabs get the new account. */
export const updateAccountWorkflow = createWorkflow("update-account", (input: AccountUpdate) => {
  const account = updateAccountRecordStep(input)
  sendAccountEventStep(transform({ input }, ({ input }) => input.id))
  return new WorkflowResponse(account)
})
