import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"
import { AddToCart } from "@/components/catalogue/add-to-cart"
import { BackendNotice } from "@/components/catalogue/backend-notice"
import { ShopImage } from "@/components/ui/shop-image"
import { fetchProducts } from "@/lib/catalogue/fetch-products"
import { loadArtwork } from "@/lib/catalogue/load-artwork"
import { paintingLabel, paintingRatio } from "@/lib/catalogue/painting-label"
import { paintingMetadata } from "@/lib/catalogue/painting-metadata"
import { stylePath } from "@/lib/catalogue/style-slug"
import styles from "../../catalogue-page.module.css"

export const dynamic = "force-dynamic"

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ painting, style }, products] = await Promise.all([loadArtwork((await params).id), fetchProducts("usd")])
  const catalogue = products.ok ? products.data.products : []
  // The artwork page is the canonical home of the painting.
  return painting.ok ? paintingMetadata(painting.data, style?.title ?? null, "page", catalogue) : { title: "Legacy pet portrait" }
}

/** One painting of the archive, to order as a print, with the way to its artwork page. */
export default async function LegacyPetPortraitPage({ params }: Props) {
  const [{ painting, style }, products] = await Promise.all([loadArtwork((await params).id), fetchProducts("usd")])
  if (!painting.ok) {
    if (painting.status === 404) notFound()
    return <BackendNotice what="this portrait" />
  }
  const p = painting.data
  const title = paintingLabel(p, style?.title)
  return (
    <>
      <nav className={styles.crumbs} aria-label="Breadcrumb">
        <Link href="/legacy-pet-portraits">Legacy pet portraits</Link> / <span aria-current="page">{title}</span>
      </nav>
      <div className={styles.detail}>
        <div className={styles.mainPicture} style={{ aspectRatio: paintingRatio(p) }}>
          <ShopImage image={p.image} alt={title} aspectRatio={paintingRatio(p)} sizes="(max-width: 900px) 92vw, 560px" priority />
        </div>
        <div>
          <p className="eyebrow">Legacy pet portrait</p>
          <h1>{title}</h1>
          {style && (
            <p className={styles.lead}>
              Painted in the <Link href={style.isPublic ? stylePath(style.title) : p.routes.style}>{style.title}</Link> style.
            </p>
          )}
          <AddToCart painting={p} products={products.ok ? products.data.products : []} />
          <div className="button-row">
            <Link className="button" href={p.routes.page}>
              View the artwork
            </Link>
            <Link className="button-secondary" href={`/portraits/new?styleId=${encodeURIComponent(p.style)}`}>
              Paint my pet
            </Link>
          </div>
        </div>
      </div>
    </>
  )
}
