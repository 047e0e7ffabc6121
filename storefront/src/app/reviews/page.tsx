import type { Metadata } from "next"
import Link from "next/link"
import { PageHero } from "@/components/content/page-hero"
import { PaintingTiles } from "@/components/content/painting-tiles"
import { RatingStars } from "@/components/content/rating-stars"
import { ReviewCard } from "@/components/content/review-card"
import styles from "@/components/content/content.module.css"
import own from "@/components/content/reviews.module.css"
import { fetchPublicPaintings } from "@/lib/content/fetch-public-paintings"
import { fetchReviews } from "@/lib/content/fetch-reviews"

export const dynamic = "force-dynamic"

export const metadata: Metadata = {
  title: "Customer Reviews",
  description: "What our customers say about their custom pet portraits, with photos of their paintings and canvases at home.",
}

/** /reviews: published reviews (GET /api/reviews?scope=isPublic), else an invitation to write the first one. */
export default async function ReviewsPage() {
  const [reviews, { paintings }] = await Promise.all([fetchReviews(), fetchPublicPaintings(8)])
  const average = reviews.length ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length : 0
  return (
    <div className={styles.page}>
      <PageHero
        eyebrow="Reviews"
        title="What our customers say"
        lead="Honest words and photos from people who turned their pets into paintings."
      />
      {reviews.length > 0 ? (
        <section aria-labelledby="all-reviews">
          <h2 id="all-reviews" className={own.summary}>
            <RatingStars rating={Math.round(average)} />
            <span>
              {average.toFixed(1)} out of 5 from {reviews.length} {reviews.length === 1 ? "review" : "reviews"}
            </span>
          </h2>
          <ul className={own.list}>
            {reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </ul>
        </section>
      ) : (
        <section className={styles.empty} aria-labelledby="first-review" data-testid="reviews-empty">
          <h2 id="first-review">Be the first to review</h2>
          <p className={styles.muted}>
            Ordered a portrait? We would love to hear how it looks on your wall. Reply to your order e-mail or{" "}
            <Link className={styles.inline} href="/contact">
              write to us
            </Link>{" "}
            with a few words and a photo.
          </p>
        </section>
      )}
      {paintings.length > 0 && (
        <section className={styles.section} aria-labelledby="featured">
          <h2 id="featured">Featured customer paintings</h2>
          <PaintingTiles paintings={paintings} />
        </section>
      )}
      <div className={styles.actions}>
        <Link href="/pet-portraits" className={styles.button}>
          Create your own portrait
        </Link>
      </div>
    </div>
  )
}
