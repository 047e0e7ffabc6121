/**
 * A painting shown as it hangs: inside a CSS frame of the product's colour (black, walnut,
 * white), or as a gallery-wrapped canvas with its edge showing. Pure CSS, no extra images.
 */
import { ShopImage } from "@/components/ui/shop-image"
import type { ImageSet } from "@petshop/contract"
import type { FrameColor } from "@petshop/contract"
import styles from "./framed-painting.module.css"

type Props = {
  image: ImageSet | string | null
  alt: string
  frame: FrameColor | null
  /** Width over height of the picture. */
  aspectRatio: number
  signature?: string | null
  priority?: boolean
  sizes?: string
  /** Without the wall behind it (when the page already gives it a backdrop). */
  bare?: boolean
}

export function FramedPainting({
  image,
  alt,
  frame,
  aspectRatio,
  signature,
  priority,
  sizes = "(max-width: 600px) 80vw, 360px",
  bare,
}: Props) {
  return (
    <figure className={bare ? styles.bare : styles.wall} data-frame={frame ?? "canvas"}>
      <div className={frame ? `${styles.frame} ${styles[frame]}` : styles.canvas}>
        <div className={styles.picture}>
          <ShopImage image={image} alt={alt} aspectRatio={aspectRatio} sizes={sizes} priority={priority} />
          {signature && <span className={styles.signature}>{signature}</span>}
        </div>
      </div>
    </figure>
  )
}
