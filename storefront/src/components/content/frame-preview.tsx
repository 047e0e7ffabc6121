import type { ImageSet } from "@petshop/contract"
import { ShopImage } from "@/components/ui/shop-image"
import styles from "./frame-preview.module.css"

const FRAMES = [
  { key: "none", label: "No frame", note: "Gallery-wrapped: the picture continues round the edges." },
  { key: "black", label: "Black frame", note: "Crisp and modern; makes bright styles glow." },
  { key: "walnut", label: "Walnut frame", note: "Warm wood for Oil, Impasto and Heartstring Realism." },
  { key: "white", label: "White frame", note: "Light and airy; lovely with Watercolor and Minimalist." },
] as const

/** The same painting shown in each frame choice, on a wall colour, so shoppers can compare at a glance. */
export function FramePreview({ image, alt, aspectRatio }: { image: ImageSet | string | null; alt: string; aspectRatio: number }) {
  return (
    <ul className={styles.frames}>
      {FRAMES.map((frame) => (
        <li key={frame.key}>
          <div className={styles.wall}>
            <span className={`${styles.art} ${styles[frame.key]}`}>
              <ShopImage image={image} alt={`${alt}, ${frame.label.toLowerCase()}`} aspectRatio={aspectRatio} sizes="9rem" />
            </span>
          </div>
          <span className={styles.label}>{frame.label}</span>
          <span className={styles.note}>{frame.note}</span>
        </li>
      ))}
    </ul>
  )
}
