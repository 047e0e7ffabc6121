import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { planReferralReward } from "../../../commerce/referral/reward-referral"

/** Whether an order earns its account's referrer the reward, and which (reads only). */
export const planReferralRewardStep = createStep("plan-referral-reward", async (input: { orderId: string }, { container }) => {
  return new StepResponse(await planReferralReward(container, input.orderId))
})
