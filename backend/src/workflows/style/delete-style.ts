import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { softDeleteStyleStep } from "./steps/soft-delete-style"

export const deleteStyleWorkflow = createWorkflow("delete-style", (input: { id: string }) => {
  softDeleteStyleStep(input.id)
  return new WorkflowResponse(undefined)
})
