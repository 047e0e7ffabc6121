"use client"
/**
 * The artwork's picture: live progress while it is being painted (queue / in-progress),
 * then the finished painting, with the painting menu on right click or "⋯".
 */
import { MenuButton } from "@/components/gallery/menu-button"
import { usePaintingMenu } from "@/components/gallery/use-painting-menu"
import { PaintingProgress } from "@/components/paintings/painting-progress"
import { ShopImage } from "@/components/ui/shop-image"
import type { Painting } from "@petshop/contract"
import { paintingLabel, paintingRatio } from "@/lib/catalogue/painting-label"
import { isPaintingActive } from "@/lib/paintings/painting-images"
import { usePainting } from "@/lib/paintings/use-painting"
import styles from "./artwork.module.css"

export function ArtworkPicture({ painting: initial, styleTitle }: { painting: Painting; styleTitle?: string | null }) {
  const { data } = usePainting(initial)
  const painting = data ?? initial
  const openMenu = usePaintingMenu(painting)
  const label = paintingLabel(painting, styleTitle)
  if (isPaintingActive(painting.status)) return <PaintingProgress painting={painting} />
  return (
    <div className={styles.picture} onContextMenu={openMenu}>
      <div className={styles.canvas} style={{ aspectRatio: paintingRatio(painting) }}>
        <ShopImage
          image={painting.image}
          alt={label}
          aspectRatio={paintingRatio(painting)}
          sizes="(max-width: 900px) 92vw, 620px"
          priority
        />
      </div>
      <MenuButton onOpen={openMenu} />
      {painting.status === "failed" && (
        <p className="notice" role="status">
          This painting could not be finished. Try painting it again.
        </p>
      )}
    </div>
  )
}
