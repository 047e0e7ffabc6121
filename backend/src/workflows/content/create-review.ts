import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { imageObject, storePublicImagesStep, type PublicImageInput } from "./steps/store-public-images"

export type CreateReviewInput = {
  accountId: string
  name: string
  rating: number
  text: string
  paintingId: string | null
  verifiedPurchase: boolean
  images: PublicImageInput[]
}

const createReviewStep = createStep(
  "create-review-record",
  async (values: Record<string, unknown>, { container }) => {
    const review = await container.resolve<PaintingModuleService>(PAINTING_MODULE).createReviews(values as never)
    return new StepResponse(review, (review as unknown as { id: string }).id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<PaintingModuleService>(PAINTING_MODULE).deleteReviews(id)
  }
)

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
      images: stored.map((s) => imageObject(s.url)),
      is_published: false,
      is_featured: false,
      published_at: new Date(),
    }))
  )
  return new WorkflowResponse(review)
})
