import type { ReactNode } from "react"
import type { ImageSet } from "@petshop/contract"
import { ShopImage } from "@/components/ui/shop-image"
import styles from "./content.module.css"

type Props = {
  eyebrow?: string
  title: string
  lead?: ReactNode
  image?: { image: ImageSet | string | null; alt: string; aspectRatio: number } | null
  children?: ReactNode
}

/** The top of a content page: the page's only h1, a short lead and optionally a picture. */
export function PageHero({ eyebrow, title, lead, image, children }: Props) {
  return (
    <header className={`${styles.hero} ${image ? styles.withImage : ""}`}>
      <div>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
      {image && (
        <div className={styles.heroImage}>
          <ShopImage image={image.image} alt={image.alt} aspectRatio={image.aspectRatio} sizes="(min-width: 760px) 30rem, 100vw" priority />
        </div>
      )}
    </header>
  )
}
