import Link from "next/link"
import type { Painting } from "@petshop/contract"
import { ShopImage } from "@/components/ui/shop-image"
import styles from "./content.module.css"

/**
 * Finished public paintings as picture links. `link` picks the artwork page or its social
 * post (/artwork/{id}/post); captions are optional so a feed can stay picture-first.
 */
export function PaintingTiles({
  paintings,
  link = "page",
  caption = true,
}: {
  paintings: Painting[]
  link?: "page" | "post"
  caption?: boolean
}) {
  return (
    <ul className={styles.grid}>
      {paintings.map((painting) => {
        const title = painting.title || "Pet portrait"
        const { width, height } = painting.dimensions ?? { width: 512, height: 768 }
        return (
          <li key={painting.id}>
            <Link href={link === "post" ? `/artwork/${painting.id}/post` : `/artwork/${painting.id}`} className={styles.tile}>
              <ShopImage image={painting.image} alt={title} aspectRatio={width / height} sizes="(min-width: 760px) 14rem, 50vw" />
              {caption && <span className={styles.tileLabel}>{title}</span>}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
