import Link from "next/link"
import type { Review } from "@/lib/content/review"
import { ShopImage } from "@/components/ui/shop-image"
import { RatingStars } from "./rating-stars"
import styles from "./reviews.module.css"

/** One review: stars, the words, who wrote it, and the customer's photos of their portrait. */
export function ReviewCard({ review }: { review: Review }) {
  const date = review.dateCreated ? new Date(review.dateCreated) : null
  return (
    <li className={styles.review} data-testid="review">
      <RatingStars rating={review.rating} />
      <blockquote>{review.text}</blockquote>
      <p className={styles.byline}>
        <span className={styles.who}>{review.author}</span>
        {review.location && <span className={styles.when}>, {review.location}</span>}
        {date && !Number.isNaN(date.getTime()) && (
          <span className={styles.when}>
            {" "}
            · <time dateTime={date.toISOString()}>{date.toLocaleDateString("en-US", { month: "long", year: "numeric" })}</time>
          </span>
        )}
      </p>
      {review.images.length > 0 && (
        <div className={styles.photos}>
          {review.images.slice(0, 4).map((image, i) => {
            const picture = <ShopImage image={image} alt={`Photo from ${review.author}'s review`} aspectRatio={1} sizes="8rem" />
            return review.paintingId ? (
              <Link key={i} href={`/artwork/${review.paintingId}`}>
                {picture}
              </Link>
            ) : (
              <div key={i}>{picture}</div>
            )
          })}
        </div>
      )}
    </li>
  )
}
