import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createStyleLayerRecordStep, type CreateStyleLayerRecordInput } from "./steps/create-style-layer-record"

export const createStyleLayerWorkflow = createWorkflow("create-style-layer", (input: CreateStyleLayerRecordInput) => {
  const layer = createStyleLayerRecordStep(input)
  return new WorkflowResponse({ layer })
})
