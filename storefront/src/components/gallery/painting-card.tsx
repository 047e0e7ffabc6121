"use client"
/**
 * A painting in a gallery: picture first (its space reserved from the painting's
 * dimensions), its name, a link to the artwork page, and the painting menu on right click
 * or the "⋯" button.
 */
import Link from "next/link"
import { ShopImage } from "@/components/ui/shop-image"
import type { Painting } from "@petshop/contract"
import { paintingLabel, paintingRatio } from "@/lib/catalogue/painting-label"
import { MenuButton } from "./menu-button"
import styles from "./painting-card.module.css"
import { usePaintingMenu } from "./use-painting-menu"

type Props = {
  painting: Painting
  /** The style's name, for a painting without a title. */
  styleTitle?: string | null
  /** Only the first picture of a page loads eagerly. */
  priority?: boolean
  sizes?: string
}

export function PaintingCard({
  painting,
  styleTitle,
  priority,
  sizes = "(max-width: 600px) 50vw, (max-width: 1100px) 33vw, 280px",
}: Props) {
  const openMenu = usePaintingMenu(painting)
  const label = paintingLabel(painting, styleTitle)
  return (
    <article className={styles.card} onContextMenu={openMenu} data-testid="painting-card">
      <Link href={painting.routes.page} className={styles.link}>
        <div className={styles.picture}>
          <ShopImage image={painting.image} alt={label} aspectRatio={paintingRatio(painting)} sizes={sizes} priority={priority} />
        </div>
        <h3 className={styles.title}>{label}</h3>
      </Link>
      <MenuButton onOpen={openMenu} />
    </article>
  )
}
