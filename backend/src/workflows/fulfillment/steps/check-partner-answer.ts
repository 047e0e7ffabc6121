import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { partnerSendOutcome, type CreatePartnerOrderResult, type PartnerSendPlan } from "../../../commerce/fulfillment/send-package"

export type CheckPartnerAnswerInput = { plan: PartnerSendPlan; created?: CreatePartnerOrderResult | null }

/** The outcome of a send: the partner order, or its refusal thrown (a refused order left nothing to undo). */
export const checkPartnerAnswerStep = createStep("check-partner-answer", async (input: CheckPartnerAnswerInput) => {
  if (input.plan.alreadySent) return new StepResponse({ alreadySent: true, partnerOrderId: input.plan.partnerOrderId })
  return new StepResponse(partnerSendOutcome(input.created!))
})
