import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createArticleStep } from "./steps/save-article"
import { imageObject, storePublicImagesStep, type PublicImageInput } from "./steps/store-public-images"

export type CreateArticleInput = {
  title: string
  slug: string
  summary: string
  body: string
  published: boolean
  publishedAt: Date
  image?: PublicImageInput | null
}

/** An admin's new article: its picture stored (if any), then the article; a failure removes the picture. */
export const createArticleWorkflow = createWorkflow("create-article", (input: CreateArticleInput) => {
  const stored = storePublicImagesStep(transform({ input }, ({ input }) => ({ images: input.image ? [input.image] : [] })))
  const article = createArticleStep(
    transform({ input, stored }, ({ input, stored }) => ({
      title: input.title,
      slug: input.slug,
      summary: input.summary,
      body: input.body,
      is_published: input.published,
      published_at: input.publishedAt,
      image: stored[0] ? imageObject(stored[0].url, stored[0].placeholder) : null,
    }))
  )
  return new WorkflowResponse(article)
})
