/**
 * A gallery of paintings: a responsive masonry-free grid (every card keeps its picture's
 * aspect ratio, so nothing moves as images load). The first `eager` pictures load first.
 */
import type { Painting } from "@petshop/contract"
import { PaintingCard } from "./painting-card"
import styles from "./painting-grid.module.css"

type Props = {
  paintings: Painting[]
  /** Style names by id, for paintings without a title. */
  styleTitles?: Record<string, string>
  /** How many pictures at the top get priority (above the fold): 0 below the fold. */
  eager?: number
  label?: string
}

export function PaintingGrid({ paintings, styleTitles = {}, eager = 1, label = "Paintings" }: Props) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {paintings.map((painting, index) => (
        <li key={painting.id}>
          <PaintingCard painting={painting} styleTitle={styleTitles[painting.style]} priority={index < eager} />
        </li>
      ))}
    </ul>
  )
}
