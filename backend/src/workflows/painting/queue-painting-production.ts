import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { queueProductionStep, type QueueProductionInput } from "./steps/queue-production"

/** The print file of a bought painting (order.placed) or of paint_hq, queued once per painting. */
export const queuePaintingProductionWorkflow = createWorkflow("queue-painting-production", (input: QueueProductionInput) => {
  const result = queueProductionStep(input)
  return new WorkflowResponse(result)
})
