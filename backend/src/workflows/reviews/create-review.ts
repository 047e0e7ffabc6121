import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { imageObject, storePublicImagesStep, type PublicImageInput } from "../content/steps/store-public-images"
import { createReviewStep } from "./steps/create-review"

export type CreateReviewInput = {
  accountId: string
  name: string
  rating: number
  text: string
  paintingId: string | null
  verifiedPurchase: boolean
  images: PublicImageInput[]
}

/** A customer's review with their photos: stored unpublished until an admin publishes it. */
export const createReviewWorkflow = createWorkflow("create-review", (input: CreateReviewInput) => {
  const stored = storePublicImagesStep(transform({ input }, ({ input }) => ({ images: input.images })))
  const review = createReviewStep(
    transform({ input, stored }, ({ input, stored }) => ({
      name: input.name,
      rating: input.rating,
      text: input.text,
      painting_id: input.paintingId,
      account_id: input.accountId,
      verified_purchase: input.verifiedPurchase,
      images: stored.map((s) => imageObject(s.url, s.placeholder)),
      is_published: false,
      is_featured: false,
      published_at: new Date(),
    }))
  )
  return new WorkflowResponse(review)
})
