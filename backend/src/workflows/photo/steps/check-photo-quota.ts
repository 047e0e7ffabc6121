import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { takePhotoQuota, type PhotoQuotaInput } from "../../../painting-rules/take-photo-quota"
import { giveQuotaBack } from "../../../painting-rules/take-quota"

/** Takes one upload from the uploader's photo quotas (429 when used up); compensation gives it back. */
export const checkPhotoQuotaStep = createStep(
  "check-photo-quota",
  async (input: PhotoQuotaInput, { container }) => new StepResponse(undefined, await takePhotoQuota(container, input)),
  async (taken) => giveQuotaBack(taken)
)
