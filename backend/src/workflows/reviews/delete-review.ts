import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { REVIEW_TAGS } from "../../cache/cache-tags"
import { clearCachedReadsStep } from "../cache/steps/clear-cached-reads"
import { deleteReviewStep } from "./steps/delete-review"

/** An admin or the author deletes a review: gone from the site at once, also from cached reads. */
export const deleteReviewWorkflow = createWorkflow("delete-review", (input: { id: string }) => {
  const deleted = deleteReviewStep(input.id)
  clearCachedReadsStep({ tags: REVIEW_TAGS })
  return new WorkflowResponse(deleted)
})
