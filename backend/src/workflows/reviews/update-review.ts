import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { REVIEW_TAGS } from "../../cache/cache-tags"
import { clearCachedReadsStep } from "../cache/steps/clear-cached-reads"
import { updateReviewStep, type ReviewChanges } from "./steps/update-review"

/** An admin publishes, features or edits a review, or its author edits it while it waits for moderation. */
export const updateReviewWorkflow = createWorkflow("update-review", (input: { id: string; values: ReviewChanges }) => {
  const review = updateReviewStep(input)
  clearCachedReadsStep({ tags: REVIEW_TAGS })
  return new WorkflowResponse(review)
})
