import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateStyleLayerRecordStep, type UpdateStyleLayerRecordInput } from "./steps/update-style-layer-record"

export const updateStyleLayerWorkflow = createWorkflow("update-style-layer", (input: UpdateStyleLayerRecordInput) => {
  const layer = updateStyleLayerRecordStep(input)
  return new WorkflowResponse({ layer })
})
