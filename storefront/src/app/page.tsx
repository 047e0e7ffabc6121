import type { Metadata } from "next"
import Link from "next/link"
import { BackendNotice } from "@/components/catalogue/backend-notice"
import { CatalogueProductCard } from "@/components/catalogue/catalogue-product-card"
import { OwnPaintingProvider } from "@/components/catalogue/hanging-print"
import { HomeHero } from "@/components/catalogue/home-hero"
import { HowItWorks } from "@/components/catalogue/how-it-works"
import { StyleGrid } from "@/components/catalogue/style-grid"
import { PaintingGrid } from "@/components/gallery/painting-grid"
import { imageRatio } from "@/lib/catalogue/image-url"
import { fetchPaintings } from "@/lib/catalogue/fetch-paintings"
import { fetchProducts } from "@/lib/catalogue/fetch-products"
import { fetchStyles } from "@/lib/catalogue/fetch-styles"
import { paintingRatio } from "@/lib/catalogue/painting-label"
import { PRODUCT_PAGES } from "@/lib/catalogue/product-pages"
import { readRuntimeConfig } from "@/lib/runtime-config"
import styles from "./home.module.css"
import { countedStyles } from "@/lib/catalogue/style-count"

// The gallery and catalogue come from the running shop, so the page is rendered per request.
export const dynamic = "force-dynamic"

export async function generateMetadata(): Promise<Metadata> {
  const styles = await fetchStyles("isPublic")
  const first = styles.ok ? styles.data.styles.find((s) => s.publicImage) : undefined
  const image = first?.publicImage as { original?: string; width?: number; height?: number } | undefined
  return {
    title: { absolute: "Custom Pet Portraits" },
    description: `Turn a photo of your pet into a painting in one of ${countedStyles(styles.ok ? styles.data.styles.length : null)}, printed on canvas or as a poster, framed or signed.`,
    alternates: { canonical: "/" },
    openGraph: {
      url: `${readRuntimeConfig().publicUrl}/`,
      title: "Custom Pet Portraits",
      images: image?.original
        ? [{ url: image.original, width: image.width, height: image.height, alt: `${first!.title} pet portrait` }]
        : undefined,
    },
  }
}

export default async function HomePage() {
  const [paintings, styleList, products] = await Promise.all([
    fetchPaintings({ type: "image-to-image", scope: "isPublic", page: 1, perPage: 12 }),
    fetchStyles("isPublic"),
    fetchProducts("usd"),
  ])
  const allStyles = styleList.ok ? styleList.data.styles : []
  const styleTitles = Object.fromEntries(allStyles.map((s) => [s.id, s.title]))
  const gallery = paintings.ok ? paintings.data.paintings : []

  // The hero shows real paintings when there are some, else the styles' example images.
  const styleExamples = allStyles
    .map((s) => s.publicImage ?? s.demoImages[0])
    .filter(Boolean)
    .map((image, i) => ({ image: image!, alt: `${allStyles[i]?.title ?? "A"} pet portrait`, ratio: imageRatio(image, 2 / 3) }))
  const paintingExamples = gallery
    .filter((p) => p.image)
    .map((p) => ({ image: p.image, alt: p.title ?? `${styleTitles[p.style] ?? "A"} pet portrait`, ratio: paintingRatio(p) }))
  const heroExamples = styleExamples.slice(0, 3)
  const watercolor = allStyles.find((s) => s.slug === "watercolor") ?? allStyles[0]
  const print = paintingExamples[0] ?? styleExamples[2] ?? styleExamples[0]

  return (
    <>
      <HomeHero examples={heroExamples} styleCount={styleList.ok ? allStyles.length : null} />

      <section className={styles.section} aria-labelledby="gallery-title">
        <div className={styles.heading}>
          <h2 id="gallery-title">Fresh from the studio</h2>
          <Link href="/portraits">See all portraits →</Link>
        </div>
        {!paintings.ok ? (
          <BackendNotice what="the gallery" />
        ) : gallery.length ? (
          <PaintingGrid paintings={gallery} styleTitles={styleTitles} eager={0} label="Recent pet portraits" />
        ) : (
          <p className="muted">The first portraits are being painted. Browse the styles below and be the first!</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="styles-title">
        <div className={styles.heading}>
          <h2 id="styles-title">Pick a style</h2>
          <Link href="/pet-portraits">All styles →</Link>
        </div>
        {styleList.ok ? <StyleGrid items={allStyles} showDescription={false} /> : <BackendNotice what="the styles" />}
      </section>

      <HowItWorks
        styleImage={watercolor?.publicImage ?? watercolor?.demoImages[0] ?? null}
        styleRatio={imageRatio(watercolor?.publicImage ?? watercolor?.demoImages[0], 2 / 3)}
        printImage={print?.image ?? null}
        printRatio={print?.ratio ?? 2 / 3}
        styleCount={styleList.ok ? allStyles.length : null}
      />

      <section className={styles.section} aria-labelledby="catalogue-title">
        <div className={styles.heading}>
          <h2 id="catalogue-title">Prints we make</h2>
          <Link href="/products">Sizes and prices →</Link>
        </div>
        <ul className={styles.productPages} aria-label="Shop now">
          {PRODUCT_PAGES.map((page) => (
            <li key={page.key}>
              <Link href={`/products/${page.key}`}>{page.label}</Link>
            </li>
          ))}
        </ul>
        {products.ok ? (
          <OwnPaintingProvider>
            <ul className={styles.catalogue}>
              {products.data.products.map((product) => (
                <CatalogueProductCard key={product.id} product={product} hang={gallery} />
              ))}
            </ul>
          </OwnPaintingProvider>
        ) : (
          <BackendNotice what="the catalogue" />
        )}
      </section>
    </>
  )
}
