import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { ReferralOutcome } from "../../commerce/referral/reward-referral"
import { rewardReferrerWorkflow } from "./reward-referrer"
import { planReferralRewardStep } from "./steps/plan-referral-reward"

/**
 * An order placed: when it is a referred account's first, its referrer gets the single-use
 * 15% gift voucher by e-mail (exactly once: the code is derived from the referred account).
 */
export const rewardReferralWorkflow = createWorkflow("reward-referral", (input: { orderId: string }) => {
  const plan = planReferralRewardStep(input)
  when("make-referral-reward", { plan }, ({ plan }) => !!plan.reward).then(() => {
    rewardReferrerWorkflow.runAsStep({ input: transform({ plan }, ({ plan }) => plan.reward!) })
  })
  return new WorkflowResponse(
    transform({ plan }, ({ plan }): ReferralOutcome =>
      plan.reward
        ? { rewarded: true, code: plan.reward.code, referrerAccountId: plan.reward.referrerAccountId }
        : { rewarded: false, reason: plan.reason }
    )
  )
})
