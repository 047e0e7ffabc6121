import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { batchPromotionRulesWorkflow, updatePromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { RuleType } from "@medusajs/framework/utils"
import type { VoucherInput } from "../../commerce/promo-codes/voucher-rules"
import { findVoucherCartsStep } from "./steps/find-voucher-carts"
import { planVoucherUpdateStep } from "./steps/plan-voucher-update"
import { resyncCartsStep } from "./steps/resync-carts"

export type UpdatePromoCodeInput = { id: string; changes: Partial<VoucherInput> }

/**
 * Changes a gift voucher, its merged terms checked first: code, percentage and terms, then swaps its target rules. Medusa's
 * workflows undo the promotion update when the rule swap fails. The open carts carrying it
 * follow its new terms right away.
 */
export const updatePromoCodeWorkflow = createWorkflow("update-promo-code", (update: UpdatePromoCodeInput) => {
  const input = planVoucherUpdateStep(update)
  const carts = findVoucherCartsStep(transform({ update }, ({ update }) => ({ promotion_id: update.id })))
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
  resyncCartsStep(carts)
  return new WorkflowResponse({ id: update.id })
})
