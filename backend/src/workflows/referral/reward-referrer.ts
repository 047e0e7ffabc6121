import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import type { RewardReferrerInput } from "../../commerce/referral/reward-referral"
import { sendEmailStep } from "../account/steps/send-email"

/**
 * The referral reward: a single-use gift voucher (a Medusa promotion with limit 1, a
 * percentage off any items) e-mailed to the referrer. If the e-mail cannot be sent the
 * voucher is removed again, so a redelivered event can try once more.
 */
export const rewardReferrerWorkflow = createWorkflow("reward-referrer", (input: RewardReferrerInput) => {
  const promotions = createPromotionsWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({
      promotionsData: [
        {
          code: input.code,
          type: "standard" as const,
          status: "active" as const,
          is_automatic: false,
          limit: 1,
          metadata: {
            product: null,
            productHasFrame: null,
            minProductQuantity: 1,
            referralReward: {
              referrerAccountId: input.referrerAccountId,
              referredAccountId: input.referredAccountId,
              orderId: input.orderId,
            },
          },
          application_method: {
            type: "percentage" as const,
            target_type: "items" as const,
            allocation: "across" as const,
            value: input.discount,
            target_rules: [],
          },
        },
      ],
    })),
  })
  const sent = sendEmailStep(
    transform({ input }, ({ input }) => ({
      to: input.referrerEmail,
      template: "referral-reward" as const,
      data: { code: input.code, discount: input.discount, name: input.referrerName },
    }))
  )
  return new WorkflowResponse(
    transform({ promotions, sent }, ({ promotions, sent }) => ({ promotionId: promotions[0].id, emailId: sent.id }))
  )
})
