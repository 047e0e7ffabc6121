/** The published customer reviews of content.json, in the painting module. */
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import type { ContentData } from "../data"
import { StepCounter, type SeedContext, type StepReport } from "../types"

const reviewKey = (name: string, date: Date | string) => `${name}|${new Date(date).toISOString()}`

/**
 * Creates the reviews not there yet, found by reviewer name and date (an admin may edit the
 * text, or unpublish or delete a review: it is not brought back).
 */
export async function seedReviews({ container }: SeedContext, reviews: ContentData["reviews"]): Promise<StepReport> {
  const counter = new StepCounter("reviews")
  const painting = container.resolve<PaintingModuleService>(PAINTING_MODULE)
  const existing = new Set(
    (await painting.listReviews({ name: reviews.map((r) => r.name) }, { select: ["name", "published_at"], withDeleted: true })).map((r) =>
      reviewKey(r.name, r.published_at)
    )
  )
  const missing = reviews.filter((r) => !existing.has(reviewKey(r.name, r.publishedAt)))
  counter.existing += reviews.length - missing.length
  if (missing.length) {
    await painting.createReviews(
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
