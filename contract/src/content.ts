import { z } from "zod"
import { PictureSchema } from "./image"

/** A published review as anyone reads it. */
export const ReviewSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  name: z.string(),
  rating: z.number(),
  text: z.string(),
  images: z.array(PictureSchema),
  painting: z.string().nullable(),
  isFeatured: z.boolean(),
  dateCreated: z.string(),
})
export type Review = z.infer<typeof ReviewSchema>

/** A review with its moderation state: what admins and its author read (pending and own reviews, writes). */
export const FullReviewSchema = ReviewSchema.extend({
  isPublished: z.boolean(),
  verifiedPurchase: z.boolean(),
  account: z.string().nullable(),
})
export type FullReview = z.infer<typeof FullReviewSchema>

/** An article in a list: no body; `isPublished` only in admins' answers. */
export const ArticleSummarySchema = z.object({
  id: z.string(),
  uuid: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: PictureSchema.nullable(),
  dateCreated: z.string(),
  route: z.string(),
  isPublished: z.boolean().optional(),
})
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>

/** The whole article; the body is markdown (## headings, paragraphs, "- " lists, **bold**, [links](url)). */
export const ArticleSchema = ArticleSummarySchema.extend({ body: z.string(), bodyFormat: z.literal("markdown") })
export type Article = z.infer<typeof ArticleSchema>

/** A named picture for articles and pages (admins). */
export const StaticSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** The picture as markdown, to paste into an article. */
  markdown: z.string(),
  dateCreated: z.string(),
})
export type Static = z.infer<typeof StaticSchema>

/** A painting tag; `paintings` (how many carry it) in the admin's list. */
export const TagSchema = z.object({ id: z.string(), name: z.string(), slug: z.string(), paintings: z.number().optional() })
export type Tag = z.infer<typeof TagSchema>
