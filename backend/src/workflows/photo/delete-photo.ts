import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { Actor } from "../painting/steps/check-painting-owner"
import { checkPhotoOwnerStep } from "./steps/check-photo-owner"
import { softDeletePhotoStep } from "./steps/soft-delete-photo"

export type DeletePhotoWorkflowInput = { photoId: string; actor: Actor }

/** Hides a photo from its owner (404 when it is not theirs). */
export const deletePhotoWorkflow = createWorkflow("delete-photo", (input: DeletePhotoWorkflowInput) => {
  const photo = checkPhotoOwnerStep(input)
  const id = softDeletePhotoStep(transform({ photo }, ({ photo }) => photo.id))
  return new WorkflowResponse({ id })
})
