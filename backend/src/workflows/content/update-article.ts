import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateArticleStep, type ArticleValues } from "./steps/save-article"
import { imageObject, storePublicImagesStep, type PublicImageInput } from "./steps/store-public-images"
import { ARTICLE_TAGS } from "../../cache/cache-tags"
import { clearCachedReadsStep } from "../cache/steps/clear-cached-reads"

export type UpdateArticleInput = {
  id: string
  values: Omit<ArticleValues, "image">
  /** A new picture, or `null` to remove the current one; absent keeps it. */
  image?: PublicImageInput | null
}

/** An admin's change to an article: a new picture is stored first and removed again if the change fails. */
export const updateArticleWorkflow = createWorkflow("update-article", (input: UpdateArticleInput) => {
  const stored = storePublicImagesStep(transform({ input }, ({ input }) => ({ images: input.image ? [input.image] : [] })))
  const article = updateArticleStep(
    transform({ input, stored }, ({ input, stored }) => ({
      id: input.id,
      values: {
        ...input.values,
        ...(input.image === null ? { image: null } : stored[0] ? { image: imageObject(stored[0].url, stored[0].placeholder) } : {}),
      },
    }))
  )
  clearCachedReadsStep({ tags: ARTICLE_TAGS })
  return new WorkflowResponse(article)
})
