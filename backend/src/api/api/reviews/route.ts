import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { presentReview, REVIEW_FIELDS, type ReviewRecord } from "../../utils/present-content"
import { parseQuery } from "../../utils/validate"
import { listReviewsQuery } from "../../validators/content"

/** GET /api/reviews?scope=featured|all&page&perPage: published reviews, newest first (all by default). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { scope, page, perPage } = parseQuery(listReviewsQuery, req.query)
  const filters = scope === "featured" ? { is_published: true, is_featured: true } : { is_published: true }
  const [reviews, count] = await req.scope.resolve<PaintingModuleService>(PAINTING_MODULE).listAndCountReviews(filters, {
    select: REVIEW_FIELDS,
    order: { published_at: "DESC", created_at: "DESC" },
    skip: (page - 1) * perPage,
    take: perPage,
  })
  res.json({ reviews: reviews.map((r) => presentReview(r as unknown as ReviewRecord)), count, page, perPage })
}
