import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { checkNewTagStep } from "./steps/check-new-tag"
import { createTagRecordStep } from "./steps/create-tag-record"

/** A new tag (admin); a name without letters or digits, or one taken, is a 400 on `name`. */
export const createTagWorkflow = createWorkflow("create-tag", (input: { name: string }) => {
  const checked = checkNewTagStep(input)
  return new WorkflowResponse({ tag: createTagRecordStep(checked) })
})
