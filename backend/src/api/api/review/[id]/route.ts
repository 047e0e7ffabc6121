import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { REVIEWS_MODULE, type ReviewsModuleService } from "../../../../modules/reviews"
import { deleteReviewWorkflow } from "../../../../workflows/reviews/delete-review"
import { updateReviewWorkflow } from "../../../../workflows/reviews/update-review"
import { requireAccount } from "../../../utils/account-context"
import { ApiError } from "../../../utils/api-error"
import { FULL_REVIEW_FIELDS, presentFullReview, type FullReviewRecord } from "../../../utils/present-content-admin"
import type { UpdateReviewBody } from "../../../validators/content-admin"

const NOT_FOUND = "Review not found."

/** The review an admin, or its author, may change; others get 404 (their reviews are not theirs to know about). */
async function findEditableReview(req: MedusaRequest) {
  const account = requireAccount(req)
  const id = req.params.id
  const [review] =
    id && id.length <= 100
      ? await req.scope.resolve<ReviewsModuleService>(REVIEWS_MODULE).listReviews({ id }, { select: FULL_REVIEW_FIELDS, take: 1 })
      : []
  const found = review as unknown as FullReviewRecord | undefined
  if (!found) throw ApiError.notFound(NOT_FOUND)
  const isAuthor = Boolean(found.account_id && found.account_id === account.id)
  if (!account.isAdmin && !isAuthor) throw ApiError.unauthorized()
  return { account, review: found, isAuthor }
}

/**
 * PATCH /api/review/{uuid}: admins publish, feature and edit; the author may change rating,
 * text and name while the review waits for moderation.
 */
export async function PATCH(req: MedusaRequest, res: MedusaResponse) {
  const body = (req as MedusaRequest & { validatedBody: UpdateReviewBody }).validatedBody
  const { account, review } = await findEditableReview(req)
  if (!account.isAdmin) {
    if (body.isPublished !== undefined || body.isFeatured !== undefined)
      throw ApiError.unauthorized("Only an admin can publish or feature reviews.")
    if (review.is_published) throw ApiError.unauthorized("A published review can no longer be edited.")
  }
  const publishing = body.isPublished === true && !review.is_published
  const { result: updated } = await updateReviewWorkflow(req.scope).run({
    input: {
      id: review.id,
      values: {
        ...(body.rating !== undefined ? { rating: body.rating } : {}),
        ...(body.text !== undefined ? { text: body.text } : {}),
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.isPublished !== undefined ? { is_published: body.isPublished } : {}),
        ...(body.isFeatured !== undefined ? { is_featured: body.isFeatured } : {}),
        // The date shown is the day it went up on the site.
        ...(publishing ? { published_at: new Date() } : {}),
      },
    },
  })
  res.json(presentFullReview({ ...review, ...(updated as unknown as FullReviewRecord) }))
}

/** DELETE /api/review/{uuid} (admin or author). */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const { review } = await findEditableReview(req)
  await deleteReviewWorkflow(req.scope).run({ input: { id: review.id } })
  res.json({ id: review.id, object: "review", deleted: true, message: "Review deleted." })
}
