import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { REVIEWS_MODULE, type ReviewsModuleService } from "../../../modules/reviews"

/** Takes a review off the site (soft delete); compensation restores it. */
export const deleteReviewStep = createStep(
  "delete-review-record",
  async (id: string, { container }) => {
    await container.resolve<ReviewsModuleService>(REVIEWS_MODULE).softDeleteReviews(id)
    return new StepResponse({ id }, id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<ReviewsModuleService>(REVIEWS_MODULE).restoreReviews(id)
  }
)
