import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"
import { BackendNotice } from "@/components/catalogue/backend-notice"
import { ShopImage } from "@/components/ui/shop-image"
import { fetchProducts } from "@/lib/catalogue/fetch-products"
import { loadArtwork } from "@/lib/catalogue/load-artwork"
import { paintingLabel, paintingRatio } from "@/lib/catalogue/painting-label"
import { paintingMetadata } from "@/lib/catalogue/painting-metadata"
import { readRuntimeConfig } from "@/lib/runtime-config"
import styles from "./post.module.css"

export const dynamic = "force-dynamic"

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ painting, style }, products] = await Promise.all([loadArtwork((await params).id), fetchProducts("usd")])
  const catalogue = products.ok ? products.data.products : []
  return painting.ok ? paintingMetadata(painting.data, style?.title ?? null, "post", catalogue) : { title: "Artwork" }
}

/** A share-ready view of a painting: the picture large with a caption, for social posts. */
export default async function ArtworkPostPage({ params }: Props) {
  const { painting, style } = await loadArtwork((await params).id)
  if (!painting.ok) {
    if (painting.status === 404) notFound()
    return <BackendNotice what="this painting" />
  }
  const p = painting.data
  const title = paintingLabel(p, style?.title)
  const host = readRuntimeConfig().publicUrl.replace(/^https?:\/\//, "")
  return (
    <article className={styles.post} data-testid="artwork-post">
      <figure className={styles.figure}>
        <div className={styles.picture} style={{ aspectRatio: paintingRatio(p) }}>
          <ShopImage image={p.image} alt={title} aspectRatio={paintingRatio(p)} sizes="(max-width: 800px) 94vw, 720px" priority />
        </div>
        <figcaption className={styles.caption}>
          <h1>{title}</h1>
          <p>
            {style ? `Painted in the ${style.title} style` : "Painted"} from a photo at <strong>Custom Pet Portraits</strong>
            {p.signature ? ` · signed “${p.signature}”` : ""}
          </p>
          <p className={styles.link}>
            {host}
            {p.routes.page}
          </p>
        </figcaption>
      </figure>
      <p className={styles.actions}>
        <Link href={p.routes.page} className="button">
          See the painting
        </Link>
        <Link href="/portraits/new" className="button-secondary">
          Paint my pet
        </Link>
      </p>
    </article>
  )
}
