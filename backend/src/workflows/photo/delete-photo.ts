import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { Actor } from "../painting/steps/check-painting-owner"
import { checkPhotoOwnerStep } from "./steps/check-photo-owner"
import { deleteStyleSamplesStep } from "./steps/delete-style-samples"
import { softDeletePhotoStep } from "./steps/soft-delete-photo"

export type DeletePhotoWorkflowInput = { photoId: string; actor: Actor }

/** Hides a photo from its owner (404 when it is not theirs) and deletes its style samples. */
export const deletePhotoWorkflow = createWorkflow("delete-photo", (input: DeletePhotoWorkflowInput) => {
  const photo = checkPhotoOwnerStep(input)
  const photoId = transform({ photo }, ({ photo }) => photo.id)
  // Its samples in every style go with it (issue 25).
  deleteStyleSamplesStep(photoId)
  const id = softDeletePhotoStep(photoId)
  return new WorkflowResponse({ id })
})
