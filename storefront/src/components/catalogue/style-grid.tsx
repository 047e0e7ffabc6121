import type { Style } from "@petshop/contract"
import { StyleCard } from "./style-card"
import styles from "./style-grid.module.css"

/** The styles as picture cards; the first `eager` pictures load first. */
export function StyleGrid({ items, eager = 0, showDescription = true }: { items: Style[]; eager?: number; showDescription?: boolean }) {
  return (
    <ul className={styles.grid} aria-label="Painting styles">
      {items.map((style, index) => (
        <li key={style.id}>
          <StyleCard style={style} priority={index < eager} showDescription={showDescription} />
        </li>
      ))}
    </ul>
  )
}
