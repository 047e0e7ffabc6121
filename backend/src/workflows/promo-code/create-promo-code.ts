import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import type { VoucherInput } from "../../commerce/promo-codes/voucher-rules"
import { planNewVoucherStep } from "./steps/plan-new-voucher"

export type CreatePromoCodeInput = VoucherInput

/** A gift voucher, its terms checked first: a Medusa promotion taking a percentage off the items its rules target. */
export const createPromoCodeWorkflow = createWorkflow("create-promo-code", (terms: CreatePromoCodeInput) => {
  const input = planNewVoucherStep(terms)
  const promotions = createPromotionsWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({
      promotionsData: [
        {
          code: input.code,
          type: "standard" as const,
          status: "active" as const,
          is_automatic: false,
          metadata: input.metadata as Record<string, unknown>,
          application_method: {
            type: "percentage" as const,
            target_type: "items" as const,
            allocation: "across" as const,
            value: input.discount,
            target_rules: input.target_rules,
          },
        },
      ],
    })),
  })
  return new WorkflowResponse(transform({ promotions }, ({ promotions }) => promotions[0]))
})
