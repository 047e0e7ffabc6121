import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { STYLE_TAGS } from "../../cache/cache-tags"
import { clearCachedReadsStep } from "../cache/steps/clear-cached-reads"
import { updateStyleRecordStep, type UpdateStyleRecordInput } from "./steps/update-style-record"

/** An admin's edit of a style. The slug stays, so shared links keep working after a rename. */
export const updateStyleWorkflow = createWorkflow("update-style", (input: UpdateStyleRecordInput) => {
  const style = updateStyleRecordStep(input)
  clearCachedReadsStep({ tags: STYLE_TAGS })
  return new WorkflowResponse({ style })
})
