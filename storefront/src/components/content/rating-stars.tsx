import styles from "./reviews.module.css"

/** Five stars, filled to the rating; read out as "Rated 4 out of 5". */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= rating ? styles.on : styles.off}>
          ★
        </span>
      ))}
    </span>
  )
}
