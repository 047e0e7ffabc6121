import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deleteStaticStep } from "./steps/delete-static"

/** An admin deletes a named static asset; the file itself stays, since articles may still show it. */
export const deleteStaticWorkflow = createWorkflow("delete-static", (input: { id: string }) => {
  const deleted = deleteStaticStep(input.id)
  return new WorkflowResponse(deleted)
})
