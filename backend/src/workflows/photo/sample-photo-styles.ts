import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { Actor } from "../painting/steps/check-painting-owner"
import { checkPhotoOwnerStep } from "./steps/check-photo-owner"
import { queueStyleSamplesStep } from "./steps/queue-style-samples"

export type SamplePhotoStylesWorkflowInput = { photoId: string; actor: Actor; room?: string }

/**
 * Paints the actor's photo small in every public style (issue 25): what the wizard's style step
 * asks for a photo analysed before the sampler existed, or whose sampling stopped.
 */
export const samplePhotoStylesWorkflow = createWorkflow("sample-photo-styles", (input: SamplePhotoStylesWorkflowInput) => {
  const photo = checkPhotoOwnerStep(input)
  const queued = queueStyleSamplesStep(transform({ photo, input }, ({ photo, input }) => ({ photoId: photo.id, room: input.room })))
  return new WorkflowResponse(queued)
})
