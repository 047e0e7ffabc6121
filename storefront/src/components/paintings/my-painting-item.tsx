"use client"
/**
 * One painting in My Artworks: the gallery card when it is finished, the live progress while
 * it is being made, and the owner's actions (rename, wishlist, delete).
 */
import Link from "next/link"
import { PaintingCard } from "@/components/gallery/painting-card"
import type { Painting } from "@petshop/contract"
import { isPaintingActive } from "@/lib/paintings/painting-images"
import { PaintingProgress } from "./painting-progress"
import styles from "./my-artworks.module.css"

type Props = {
  painting: Painting
  styleTitle?: string
  priority?: boolean
  /** undefined: the shop has no wishlist, so no toggle. */
  inWishlist?: boolean
  onRename: (painting: Painting) => void
  onToggleWishlist: (painting: Painting, add: boolean) => void
  onDelete: (painting: Painting) => void
}

export function MyPaintingItem({ painting, styleTitle, priority, inWishlist, onRename, onToggleWishlist, onDelete }: Props) {
  const active = isPaintingActive(painting.status)
  const name = painting.title || (styleTitle ? `${styleTitle} portrait` : "Untitled painting")
  return (
    <li className={styles.item} data-testid="my-painting" data-status={painting.status}>
      {active || painting.status === "failed" ? (
        <article className={styles.live}>
          <Link
            href={painting.routes.page}
            className={styles.liveLink}
            aria-label={`${name}, ${active ? "being painted" : "not finished"}`}
          >
            <PaintingProgress painting={painting} />
          </Link>
          <h3 className={styles.liveTitle}>{name}</h3>
        </article>
      ) : (
        <PaintingCard painting={painting} styleTitle={styleTitle} priority={priority} />
      )}
      <div className={styles.actions} aria-label={`Actions for ${name}`} role="group">
        <button type="button" className={styles.action} onClick={() => onRename(painting)}>
          Rename
        </button>
        {inWishlist !== undefined && (
          <button
            type="button"
            className={`${styles.action} ${inWishlist ? styles.wished : ""}`}
            aria-pressed={inWishlist}
            onClick={() => onToggleWishlist(painting, !inWishlist)}
          >
            <span aria-hidden>{inWishlist ? "♥" : "♡"}</span> {inWishlist ? "Remove from wishlist" : "Add to wishlist"}
          </button>
        )}
        <button type="button" className={`${styles.action} ${styles.danger}`} onClick={() => onDelete(painting)}>
          Delete
        </button>
      </div>
    </li>
  )
}
