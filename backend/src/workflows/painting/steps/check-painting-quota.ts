import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { takePaintingQuota, type PaintingQuotaInput } from "../../../painting-rules/take-painting-quota"
import { giveQuotaBack } from "../../../painting-rules/take-quota"

/** Takes one painting from the account's painting quotas (429 when used up); compensation gives it back. */
export const checkPaintingQuotaStep = createStep(
  "check-painting-quota",
  async (input: PaintingQuotaInput, { container }) => new StepResponse(undefined, await takePaintingQuota(container, input)),
  async (taken) => giveQuotaBack(taken)
)
