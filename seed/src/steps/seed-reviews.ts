/** The published customer reviews of content.json, in the backend's reviews module. */
import type { ContentData } from "../data"
import { StepCounter, type SeedContext, type StepReport } from "../types"

/** The backend's reviews module (registered as "reviews"), as far as the seed uses it. */
type ReviewsModule = {
  listReviews(
    filters: { name: string[] },
    config: { select: string[]; withDeleted: boolean }
  ): Promise<{ name: string; published_at: Date | string }[]>
  createReviews(data: Record<string, unknown>[]): Promise<unknown>
}

const reviewKey = (name: string, date: Date | string) => `${name}|${new Date(date).toISOString()}`

/**
 * Creates the reviews not there yet, found by reviewer name and date (an admin may edit the
 * text, or unpublish or delete a review: it is not brought back).
 */
export async function seedReviews({ container }: SeedContext, reviews: ContentData["reviews"]): Promise<StepReport> {
  const counter = new StepCounter("reviews")
  const reviewsModule = container.resolve<ReviewsModule>("reviews")
  const existing = new Set(
    (await reviewsModule.listReviews({ name: reviews.map((r) => r.name) }, { select: ["name", "published_at"], withDeleted: true })).map(
      (r) => reviewKey(r.name, r.published_at)
    )
  )
  const missing = reviews.filter((r) => !existing.has(reviewKey(r.name, r.publishedAt)))
  counter.existing += reviews.length - missing.length
  if (missing.length) {
    await reviewsModule.createReviews(
      missing.map((r) => ({
        name: r.name,
        rating: r.rating,
        text: r.text,
        images: null,
        painting_id: null,
        is_published: true,
        is_featured: r.isFeatured,
        published_at: new Date(r.publishedAt),
      }))
    )
    counter.created += missing.length
  }
  return counter.report()
}
