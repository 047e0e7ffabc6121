import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { consumeActionTokenStep } from "./steps/consume-action-token"
import { sendAccountEventStep } from "./steps/send-account-event"
import { updateAccountRecordStep } from "./steps/update-account-record"

export type ActivateAccountInput = { token: string }

/** The activation link: the token is used up and the account is verified; its tabs hear of it. */
export const activateAccountWorkflow = createWorkflow("activate-account", (input: ActivateAccountInput) => {
  const used = consumeActionTokenStep(transform({ input }, ({ input }) => ({ purpose: "activation" as const, token: input.token })))
  updateAccountRecordStep(transform({ used }, ({ used }) => ({ id: used.accountId, is_verified: true })))
  sendAccountEventStep(transform({ used }, ({ used }) => used.accountId))
  return new WorkflowResponse(transform({ used }, ({ used }) => ({ accountId: used.accountId })))
})
