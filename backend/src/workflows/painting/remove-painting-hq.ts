import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { checkPaintingOwnerStep, type Actor } from "./steps/check-painting-owner"
import { clearPaintingHqStep } from "./steps/clear-painting-hq"

export type RemovePaintingHqWorkflowInput = { paintingId: string; actor: Actor }

/** The owner drops a painting's HQ image so a new one can be made. */
export const removePaintingHqWorkflow = createWorkflow("remove-painting-hq", (input: RemovePaintingHqWorkflowInput) => {
  const painting = checkPaintingOwnerStep(input)
  const updated = clearPaintingHqStep(transform({ painting }, ({ painting }) => painting.id))
  return new WorkflowResponse({ painting: updated })
})
