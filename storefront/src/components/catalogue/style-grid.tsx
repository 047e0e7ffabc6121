import type { Style } from "@petshop/contract"
import { StyleCard, type StyleCardFacts } from "./style-card"
import styles from "./style-grid.module.css"

/**
 * The card's facts of a style (its picture: its public image, else its first demo image), here
 * on the server: a card is a client component, and whatever it is given is sent in the page.
 */
const styleCardFacts = (style: Style): StyleCardFacts => ({
  id: style.id,
  title: style.title,
  description: style.description,
  isPublic: style.isPublic,
  publicImage: style.publicImage,
  demoImages: style.publicImage ? [] : style.demoImages.slice(0, 1),
})

/** The styles as picture cards; the first `eager` pictures load first. */
export function StyleGrid({ items, eager = 0, showDescription = true }: { items: Style[]; eager?: number; showDescription?: boolean }) {
  return (
    <ul className={styles.grid} aria-label="Painting styles">
      {items.map((style, index) => (
        <li key={style.id}>
          <StyleCard style={styleCardFacts(style)} priority={index < eager} showDescription={showDescription} />
        </li>
      ))}
    </ul>
  )
}
