import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { planNewVoucher } from "../../../commerce/promo-codes/save-voucher"
import type { VoucherInput } from "../../../commerce/promo-codes/voucher-rules"

/** Checks a new voucher's terms (code free, product known) and works out its promotion (reads only). */
export const planNewVoucherStep = createStep("plan-new-voucher", async (input: VoucherInput, { container }) => {
  return new StepResponse(await planNewVoucher(container, input))
})
