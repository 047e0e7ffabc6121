import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { checkSubscriptionChangeStep, type SubscriptionChangeInput } from "./steps/check-subscription-change"
import { updateAccountWorkflow } from "./update-account"

export type SetAccountSubscriptionWorkflowInput = SubscriptionChangeInput & {
  field: "cart_reminders" | "newsletter"
  value: boolean
}

/**
 * Cart reminders or newsletter on or off, by the account itself or from an e-mail's unsubscribe
 * link: whose switch it is comes first, so every caller meets the same rule.
 */
export const setAccountSubscriptionWorkflow = createWorkflow("set-account-subscription", (input: SetAccountSubscriptionWorkflowInput) => {
  const checked = checkSubscriptionChangeStep(
    transform({ input }, ({ input }) => ({
      signedInAccountId: input.signedInAccountId,
      accountId: input.accountId,
      unsubscribeToken: input.unsubscribeToken,
    }))
  )
  const account = updateAccountWorkflow.runAsStep({
    input: transform({ input, checked }, ({ input, checked }) => ({ id: checked.accountId, [input.field]: input.value })),
  })
  return new WorkflowResponse(account)
})
