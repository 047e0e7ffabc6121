import { z } from "zod"

export const REVIEW_SCOPES = ["featured", "all"] as const

/** GET /api/reviews?scope=featured|all&page&perPage: published reviews, newest first. */
export const listReviewsQuery = z.object({
  scope: z.enum(REVIEW_SCOPES, { message: "The scope must be featured or all." }).default("all"),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
})

/** GET /api/articles?page&perPage: published articles, newest first. */
export const listArticlesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
})
