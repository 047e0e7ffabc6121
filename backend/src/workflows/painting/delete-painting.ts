import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { GALLERY_TAGS } from "../../cache/cache-tags"
import { clearCachedReadsStep } from "../cache/steps/clear-cached-reads"
import { checkPaintingOwnerStep, type Actor } from "./steps/check-painting-owner"
import { softDeletePaintingStep } from "./steps/soft-delete-painting"

export type DeletePaintingWorkflowInput = { paintingId: string; actor: Actor }

/** Hides a painting from its owner (soft delete: a bought painting stays for fulfilment). */
export const deletePaintingWorkflow = createWorkflow("delete-painting", (input: DeletePaintingWorkflowInput) => {
  const painting = checkPaintingOwnerStep(input)
  const id = softDeletePaintingStep(transform({ painting }, ({ painting }) => painting.id))
  // A deleted painting leaves the gallery on its next read.
  clearCachedReadsStep({ tags: GALLERY_TAGS })
  return new WorkflowResponse({ id })
})
