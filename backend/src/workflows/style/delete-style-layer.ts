import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { softDeleteStyleLayerStep } from "./steps/soft-delete-style-layer"

export const deleteStyleLayerWorkflow = createWorkflow("delete-style-layer", (input: { id: string }) => {
  softDeleteStyleLayerStep(input.id)
  return new WorkflowResponse(undefined)
})
