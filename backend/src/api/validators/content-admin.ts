/** Admin content (articles, reviews, statics, tags) and the public survey answer. */
import { z } from "zod"

/** Multipart forms send every field as text: "true"/"false" and numbers are read as such. */
const boolish = z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean({ message: "Use true or false." }))
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(120, "The slug can be at most 120 characters.")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase letters, digits and single hyphens.")

const articleFields = {
  title: z.string({ message: "Please provide a title." }).trim().min(4, "Please provide a longer title.").max(200),
  slug: slug.optional(),
  summary: z.string().trim().max(1000, "The summary can be at most 1000 characters."),
  body: z.string({ message: "Please provide the article text." }).min(1, "Please provide the article text.").max(200_000),
  published: boolish,
  /** The date shown with the article; now by default. */
  publishedAt: z.coerce.date({ message: "Use a date like 2026-11-21." }),
}

/** POST /api/article (JSON, or multipart with an optional image file): title and body required. */
export const createArticleBody = z.object({
  ...articleFields,
  slug: articleFields.slug,
  summary: articleFields.summary.default(""),
  published: articleFields.published.default(false),
  publishedAt: articleFields.publishedAt.optional(),
})
export type CreateArticleBody = z.infer<typeof createArticleBody>

/** PATCH /api/article/{id}: any of the fields; `removeImage` drops the image. */
export const updateArticleBody = z.object({
  title: articleFields.title.optional(),
  slug: slug.optional(),
  summary: articleFields.summary.optional(),
  body: articleFields.body.optional(),
  published: articleFields.published.optional(),
  publishedAt: articleFields.publishedAt.optional(),
  removeImage: boolish.optional(),
})
export type UpdateArticleBody = z.infer<typeof updateArticleBody>

export const ARTICLE_SCOPES = ["published", "all"] as const

const rating = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
  z
    .number({ message: "Please give 1 to 5 stars." })
    .int("Please give 1 to 5 stars.")
    .min(1, "Please give 1 to 5 stars.")
    .max(5, "Please give 1 to 5 stars.")
)
const reviewText = z
  .string({ message: "Please write a few words." })
  .trim()
  .min(10, "Please write a few more words.")
  .max(2000, "Please keep it under 2000 characters.")
const reviewName = z.string().trim().min(2, "Please provide a longer name.").max(60)

/** POST /api/review (multipart with up to 4 photos in field `images`, or JSON). */
export const createReviewBody = z.object({
  rating,
  text: reviewText,
  name: reviewName.optional(),
  paintingId: z.string().trim().max(100).optional(),
})
export type CreateReviewBody = z.infer<typeof createReviewBody>

/** PATCH /api/review/{uuid}: admins moderate (publish, feature) and edit; the author edits text while unpublished. */
export const updateReviewBody = z.object({
  rating: rating.optional(),
  text: reviewText.optional(),
  name: reviewName.optional(),
  isPublished: z.boolean({ message: "Use true or false." }).optional(),
  isFeatured: z.boolean({ message: "Use true or false." }).optional(),
})
export type UpdateReviewBody = z.infer<typeof updateReviewBody>

/** POST /api/static {title} plus the file (field `file`). */
export const createStaticBody = z.object({
  title: z.string({ message: "Please provide a title." }).trim().min(2, "Please provide a longer title.").max(120),
})
export type CreateStaticBody = z.infer<typeof createStaticBody>

const page = z.coerce.number().int().min(1).default(1)
export const pagedQuery = z.object({ page, perPage: z.coerce.number().int().min(1).max(100).default(50) })

export const SURVEY_KINDS = ["post-purchase", "exit"] as const

/** POST /api/survey: one short answer. `answers` is text, a list of choices or a small object. */
export const createSurveyBody = z.object({
  kind: z.enum(SURVEY_KINDS, { message: "The kind must be post-purchase or exit." }).default("post-purchase"),
  question: z.string({ message: "Please provide the question." }).trim().min(2, "Please provide the question.").max(300),
  answers: z
    .union(
      [z.string().max(2000), z.array(z.union([z.string().max(300), z.number(), z.boolean()])).max(20), z.record(z.string(), z.unknown())],
      {
        message: "Answers are text, a list of choices or an object.",
      }
    )
    .refine((a) => JSON.stringify(a).length <= 4000, "The answers are too long."),
  orderId: z.string().trim().max(100).optional(),
  page: z.string().trim().max(300).optional(),
})
export type CreateSurveyBody = z.infer<typeof createSurveyBody>

export const surveysQuery = pagedQuery.extend({
  kind: z.enum(SURVEY_KINDS, { message: "The kind must be post-purchase or exit." }).optional(),
})

/** POST /api/tag {name}. */
export const createTagBody = z.object({
  name: z.string({ message: "Please provide a name." }).trim().min(2, "Please provide a longer name.").max(50),
})
export type CreateTagBody = z.infer<typeof createTagBody>
