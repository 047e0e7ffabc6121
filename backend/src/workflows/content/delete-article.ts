import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { ARTICLE_TAGS } from "../../cache/cache-tags"
import { clearCachedReadsStep } from "../cache/steps/clear-cached-reads"
import { deleteArticleStep } from "./steps/delete-article"

/** An admin deletes an article: gone from the site at once, also from cached reads. */
export const deleteArticleWorkflow = createWorkflow("delete-article", (input: { id: string }) => {
  const deleted = deleteArticleStep(input.id)
  clearCachedReadsStep({ tags: ARTICLE_TAGS })
  return new WorkflowResponse(deleted)
})
