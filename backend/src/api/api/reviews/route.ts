import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { REVIEWS_MODULE, type ReviewsModuleService } from "../../../modules/reviews"
import { REVIEW_TAGS } from "../../../cache/cache-tags"
import { requireAccount, requireAdmin } from "../../utils/account-context"
import { presentReview, type ReviewRecord } from "../../utils/present-content"
import { FULL_REVIEW_FIELDS, presentFullReview, type FullReviewRecord } from "../../utils/present-content-admin"
import { sendCachedRead, sendPrivateRead } from "../../utils/public-answer"
import { parseQuery } from "../../utils/validate"
import { listReviewsQuery } from "../../validators/content"

/**
 * GET /api/reviews?scope=featured|all|pending|mine&page&perPage, newest first: published
 * reviews (all by default; isPublic and isFeatured are read as all and featured) for everyone; `pending` (admins) those waiting for moderation,
 * `mine` the caller's own in any state (both with isPublished).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { scope, page, perPage } = parseQuery(listReviewsQuery, req.query)
  let filters: Record<string, unknown>
  if (scope === "pending") {
    requireAdmin(req)
    filters = { is_published: false }
  } else if (scope === "mine") {
    filters = { account_id: requireAccount(req).id }
  } else {
    filters = scope === "featured" ? { is_published: true, is_featured: true } : { is_published: true }
  }
  const full = scope === "pending" || scope === "mine"
  const read = async () => {
    const [reviews, count] = await req.scope.resolve<ReviewsModuleService>(REVIEWS_MODULE).listAndCountReviews(filters, {
      select: FULL_REVIEW_FIELDS,
      order: { published_at: "DESC", created_at: "DESC", id: "DESC" },
      skip: (page - 1) * perPage,
      take: perPage,
    })
    return {
      reviews: reviews.map((r) =>
        full ? presentFullReview(r as unknown as FullReviewRecord) : presentReview(r as unknown as ReviewRecord)
      ),
      count,
      page,
      perPage,
    }
  }
  // Pending and one's own reviews depend on who asks: never cached.
  if (full) return sendPrivateRead(res, await read())
  await sendCachedRead(
    req,
    res,
    { key: `api:reviews:${scope}:${page}:${perPage}`, tags: REVIEW_TAGS, query: { scope, page, perPage } },
    read,
    { sameForEveryCaller: true }
  )
}
