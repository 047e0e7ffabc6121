import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { planVoucherUpdate } from "../../../commerce/promo-codes/save-voucher"
import type { VoucherInput } from "../../../commerce/promo-codes/voucher-rules"

export type PlanVoucherUpdateInput = { id: string; changes: Partial<VoucherInput> }

/** Checks a voucher's changed terms against its current ones and works out the promotion change (reads only). */
export const planVoucherUpdateStep = createStep("plan-voucher-update", async (input: PlanVoucherUpdateInput, { container }) => {
  return new StepResponse(await planVoucherUpdate(container, input.id, input.changes))
})
