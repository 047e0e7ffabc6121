"use client"
/**
 * The artwork's picture: live progress while it is being painted (queue / in-progress),
 * then the finished painting hanging in a room as the print chosen beside it (or flat), with
 * the painting menu on right click or "⋯".
 */
import { MenuButton } from "@/components/gallery/menu-button"
import { usePaintingMenu } from "@/components/gallery/use-painting-menu"
import { PaintingProgress } from "@/components/paintings/painting-progress"
import { ShopImage } from "@/components/ui/shop-image"
import type { Painting, Product } from "@petshop/contract"
import { paintingLabel, paintingRatio } from "@/lib/catalogue/painting-label"
import { isPaintingActive } from "@/lib/paintings/painting-images"
import { useChosenPrint } from "@/lib/catalogue/use-chosen-print"
import { usePainting } from "@/lib/paintings/use-painting"
import { RoomMockup } from "./room-mockup"
import styles from "./artwork.module.css"

const SIZES = "(max-width: 900px) 92vw, 620px"

type Props = {
  painting: Painting
  styleTitle?: string | null
  /** The catalogue the page's print chooser offers: the mockup hangs its choice. */
  products: Product[]
}

export function ArtworkPicture({ painting: initial, styleTitle, products }: Props) {
  const { data } = usePainting(initial)
  const painting = data ?? initial
  const openMenu = usePaintingMenu(painting)
  const label = paintingLabel(painting, styleTitle)
  const chosen = useChosenPrint(painting, products)
  if (isPaintingActive(painting.status)) return <PaintingProgress painting={painting} />
  const flat = (
    <div className={styles.canvas} style={{ aspectRatio: paintingRatio(painting) }}>
      <ShopImage image={painting.image} alt={label} aspectRatio={paintingRatio(painting)} sizes={SIZES} priority />
    </div>
  )
  // Only a finished painting has a preview to hang.
  const print = painting.status === "complete" && painting.image ? chosen : null
  return (
    <div className={styles.picture} onContextMenu={openMenu}>
      <RoomMockup painting={painting} print={print} flat={flat} sizes={SIZES} />
      <MenuButton onOpen={openMenu} />
      {painting.status === "failed" && (
        <p className="notice" role="status">
          This painting could not be finished. Try painting it again.
        </p>
      )}
    </div>
  )
}
