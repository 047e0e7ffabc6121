import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { syncAccountCartWorkflow } from "../cart/sync-account-cart"
import { sendAccountEventStep } from "./steps/send-account-event"
import { updateAccountRecordStep, type AccountUpdate } from "./steps/update-account-record"

/**
 * Profile, switches and addresses of an account; its open tabs get the new account. New
 * addresses move its open cart along (region, currency, shipping, taxes).
 */
export const updateAccountWorkflow = createWorkflow("update-account", (input: AccountUpdate) => {
  const account = updateAccountRecordStep(input)
  when("sync-cart-to-addresses", { input }, ({ input }) => input.addresses !== undefined).then(() => {
    syncAccountCartWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ account_id: input.id })) })
  })
  sendAccountEventStep(transform({ input }, ({ input }) => input.id))
  return new WorkflowResponse(account)
})
