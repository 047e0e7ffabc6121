import { z } from "zod"

/**
 * pending (admins: waiting for moderation) and mine (the caller's own, any state) besides the
 * public ones. isPublic and isFeatured, the names the painting and style lists use, mean all
 * and featured.
 */
export const REVIEW_SCOPES = ["isPublic", "isFeatured", "featured", "all", "pending", "mine"] as const

/** GET /api/reviews?scope=isPublic|isFeatured|featured|all&page&perPage: published reviews, newest first. */
export const listReviewsQuery = z.object({
  scope: z
    .enum(REVIEW_SCOPES, { message: "The scope must be isPublic, isFeatured, featured, all, pending or mine." })
    .default("all")
    .transform((scope) => (scope === "isPublic" ? "all" : scope === "isFeatured" ? "featured" : scope)),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
})

/** GET /api/articles?page&perPage: published articles, newest first. */
export const listArticlesQuery = z.object({
  /** all: drafts too (admins only). */
  scope: z.enum(["published", "all"], { message: "The scope must be published or all." }).default("published"),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
})
