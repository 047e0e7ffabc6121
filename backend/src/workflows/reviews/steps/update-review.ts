import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { REVIEWS_MODULE, type ReviewsModuleService } from "../../../modules/reviews"

export type ReviewChanges = {
  rating?: number
  text?: string
  name?: string
  is_published?: boolean
  is_featured?: boolean
  published_at?: Date
}

/** Changes a review (moderation or its author's edit); compensation puts the previous values back. */
export const updateReviewStep = createStep(
  "update-review-record",
  async ({ id, values }: { id: string; values: ReviewChanges }, { container }) => {
    const service = container.resolve<ReviewsModuleService>(REVIEWS_MODULE)
    const keys = Object.keys(values) as (keyof ReviewChanges)[]
    const before = await service.retrieveReview(id, { select: ["id", ...keys] })
    const review = await service.updateReviews({ id, ...values })
    const previous = Object.fromEntries(keys.map((k) => [k, (before as Record<string, unknown>)[k]]))
    return new StepResponse(review, { id, previous })
  },
  async (data, { container }) => {
    if (data) await container.resolve<ReviewsModuleService>(REVIEWS_MODULE).updateReviews({ id: data.id, ...data.previous })
  }
)
