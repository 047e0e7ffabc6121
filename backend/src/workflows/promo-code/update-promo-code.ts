import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { batchPromotionRulesWorkflow, updatePromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { RuleType } from "@medusajs/framework/utils"
import type { VoucherMetadata } from "../../commerce/promo-codes/find-voucher"

export type UpdatePromoCodeInput = {
  id: string
  code: string
  discount: number
  metadata: VoucherMetadata
  application_method_id: string
  old_target_rule_ids: string[]
  target_rules: { attribute: string; operator: "in" | "eq"; values: string[] }[]
}

/**
 * Changes a gift voucher: code, percentage and terms, then swaps its target rules. Medusa's
 * workflows undo the promotion update when the rule swap fails.
 */
export const updatePromoCodeWorkflow = createWorkflow("update-promo-code", (input: UpdatePromoCodeInput) => {
  updatePromotionsWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({
      promotionsData: [
        {
          id: input.id,
          code: input.code,
          metadata: input.metadata as Record<string, unknown>,
          application_method: { id: input.application_method_id, value: input.discount },
        },
      ],
    })),
  })
  batchPromotionRulesWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({
      id: input.id,
      rule_type: RuleType.TARGET_RULES,
      create: input.target_rules,
      update: [],
      delete: input.old_target_rule_ids,
    })),
  })
  return new WorkflowResponse({ id: input.id })
})
