import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"
import { AddToCart } from "@/components/catalogue/add-to-cart"
import { ArtworkPicture } from "@/components/catalogue/artwork-picture"
import { BackendNotice } from "@/components/catalogue/backend-notice"
import { CleanDownload } from "@/components/catalogue/clean-download"
import { ShareLink } from "@/components/catalogue/share-link"
import { WishlistButton } from "@/components/catalogue/wishlist-button"
import { fetchProducts } from "@/lib/catalogue/fetch-products"
import { loadArtwork } from "@/lib/catalogue/load-artwork"
import { paintingLabel } from "@/lib/catalogue/painting-label"
import { paintingMetadata } from "@/lib/catalogue/painting-metadata"
import { stylePath } from "@/lib/catalogue/style-slug"
import { paintAgainHref } from "@/lib/catalogue/wizard-links"
import styles from "../../catalogue-page.module.css"
import own from "@/components/catalogue/artwork.module.css"

export const dynamic = "force-dynamic"

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ painting, style }, products] = await Promise.all([loadArtwork((await params).id), fetchProducts("usd")])
  const catalogue = products.ok ? products.data.products : []
  return painting.ok ? paintingMetadata(painting.data, style?.title ?? null, "page", catalogue) : { title: "Artwork" }
}

export default async function ArtworkPage({ params }: Props) {
  const { id } = await params
  const [{ painting, style }, products] = await Promise.all([loadArtwork(id), fetchProducts("usd")])
  if (!painting.ok) {
    if (painting.status === 404) notFound()
    return <BackendNotice what="this painting" />
  }
  const p = painting.data
  const title = paintingLabel(p, style?.title)
  const styleHref = style?.isPublic ? stylePath(style.title) : p.routes.style
  const catalogue = products.ok ? products.data.products : []
  return (
    <>
      <nav className={styles.crumbs} aria-label="Breadcrumb">
        <Link href="/portraits">Portraits</Link>
        {style && (
          <>
            {" "}
            / <Link href={styleHref}>{style.title}</Link>
          </>
        )}{" "}
        / <span aria-current="page">{title}</span>
      </nav>
      <div className={styles.detail}>
        <ArtworkPicture painting={p} styleTitle={style?.title} products={catalogue} />
        <div className={styles.sticky}>
          <h1>{title}</h1>
          <p className={own.meta}>
            {style && (
              <span>
                Style: <Link href={styleHref}>{style.title}</Link>
              </span>
            )}
            {p.signature && <span>Signed “{p.signature}”</span>}
          </p>
          <AddToCart painting={p} products={catalogue} />
          <div className={own.actions}>
            <WishlistButton paintingId={p.uuid} />
            <CleanDownload painting={p} />
            <Link className="button-ghost" href={paintAgainHref(p.style)}>
              Paint my pet in this style
            </Link>
          </div>
          <ShareLink route={p.routes.page} />
        </div>
      </div>
    </>
  )
}
