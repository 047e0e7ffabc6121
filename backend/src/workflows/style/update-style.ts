import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { STYLE_TAGS } from "../../cache/cache-tags"
import { clearCachedReadsStep } from "../cache/steps/clear-cached-reads"
import { checkStyleChangeStep } from "./steps/check-style-change"
import { updateStyleRecordStep, type UpdateStyleRecordInput } from "./steps/update-style-record"

/**
 * An admin's edit of a style. The slug stays, so shared links keep working after a rename.
 * The style must exist and a new painting service be one this shop runs, whoever edits it.
 */
export const updateStyleWorkflow = createWorkflow("update-style", (input: UpdateStyleRecordInput) => {
  checkStyleChangeStep(transform({ input }, ({ input }) => ({ id: input.id, provider: input.provider })))
  const style = updateStyleRecordStep(input)
  clearCachedReadsStep({ tags: STYLE_TAGS })
  return new WorkflowResponse({ style })
})
