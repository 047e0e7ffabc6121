import Link from "next/link"
import type { Style } from "@petshop/contract"
import { imageAspect, styleImage } from "@/lib/content/style-image"
import { ShopImage } from "@/components/ui/shop-image"
import styles from "./content.module.css"

/** A grid of style pictures, each linking to the style's page. */
export function StyleStrip({
  styleList,
  limit,
  showDescription = false,
}: {
  styleList: Style[]
  limit?: number
  showDescription?: boolean
}) {
  const shown = limit ? styleList.slice(0, limit) : styleList
  if (!shown.length) return null
  return (
    <ul className={showDescription ? styles.gridWide : styles.grid}>
      {shown.map((style) => {
        const image = styleImage(style)
        return (
          <li key={style.id}>
            <Link href={style.route} className={styles.tile}>
              <ShopImage
                image={image}
                alt={`A pet portrait in the ${style.title} style`}
                aspectRatio={imageAspect(image)}
                sizes="(min-width: 760px) 14rem, 50vw"
              />
              <span className={styles.tileLabel}>{style.title}</span>
              {showDescription && style.description && <span className={styles.tileMeta}>{style.description}</span>}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
