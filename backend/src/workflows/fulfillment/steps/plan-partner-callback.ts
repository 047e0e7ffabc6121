import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { planPartnerCallback } from "../../../commerce/fulfillment/partner-callback"
import type { PartnerStatusUpdate } from "../../../modules/print-partner/types"

/** Which package and order of ours a print partner's callback is about, and their new flags (reads only). */
export const planPartnerCallbackStep = createStep("plan-partner-callback", async (update: PartnerStatusUpdate, { container }) => {
  return new StepResponse(await planPartnerCallback(container, update))
})
