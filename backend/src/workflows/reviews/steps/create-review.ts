import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { REVIEWS_MODULE, type ReviewsModuleService } from "../../../modules/reviews"

export type ReviewValues = {
  name: string
  rating: number
  text: string
  painting_id: string | null
  account_id: string | null
  verified_purchase: boolean
  images: Record<string, string>[] | null
  is_published: boolean
  is_featured: boolean
  published_at: Date
}

/** Stores a review; compensation deletes it. */
export const createReviewStep = createStep(
  "create-review-record",
  async (values: ReviewValues, { container }) => {
    const review = await container.resolve<ReviewsModuleService>(REVIEWS_MODULE).createReviews(values as never)
    return new StepResponse(review, (review as unknown as { id: string }).id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<ReviewsModuleService>(REVIEWS_MODULE).deleteReviews(id)
  }
)
