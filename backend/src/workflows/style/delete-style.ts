import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { checkStyleChangeStep } from "./steps/check-style-change"
import { softDeleteStyleStep } from "./steps/soft-delete-style"

/** A soft delete of a style that exists (404 otherwise); paintings made in it keep their images. */
export const deleteStyleWorkflow = createWorkflow("delete-style", (input: { id: string }) => {
  const style = checkStyleChangeStep(transform({ input }, ({ input }) => ({ id: input.id })))
  softDeleteStyleStep(transform({ style }, ({ style }) => style.id))
  return new WorkflowResponse(undefined)
})
