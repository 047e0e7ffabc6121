import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { revokeAccountSessionsStep } from "./steps/revoke-account-sessions"
import { sendAccountEventStep } from "./steps/send-account-event"
import { updateAccountRecordStep } from "./steps/update-account-record"

/** An admin bans an account: flagged, every session ended, its open tabs told. */
export const banAccountWorkflow = createWorkflow("ban-account", (input: { accountId: string }) => {
  const account = updateAccountRecordStep(transform({ input }, ({ input }) => ({ id: input.accountId, is_banned: true })))
  sendAccountEventStep(transform({ input }, ({ input }) => input.accountId))
  revokeAccountSessionsStep(transform({ input }, ({ input }) => input.accountId))
  return new WorkflowResponse(account)
})
