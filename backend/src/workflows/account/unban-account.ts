import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendAccountEventStep } from "./steps/send-account-event"
import { updateAccountRecordStep } from "./steps/update-account-record"

/** An admin lifts a ban; the account logs in again (its old sessions stay ended). */
export const unbanAccountWorkflow = createWorkflow("unban-account", (input: { accountId: string }) => {
  const account = updateAccountRecordStep(transform({ input }, ({ input }) => ({ id: input.accountId, is_banned: false })))
  sendAccountEventStep(transform({ input }, ({ input }) => input.accountId))
  return new WorkflowResponse(account)
})
