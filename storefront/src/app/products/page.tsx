import type { Metadata } from "next"
import Link from "next/link"
import { BackendNotice } from "@/components/catalogue/backend-notice"
import { CurrencySwitch } from "@/components/catalogue/currency-switch"
import { FramedPainting } from "@/components/catalogue/framed-painting"
import { ProductTable } from "@/components/catalogue/product-table"
import { asCurrency } from "@/lib/catalogue/catalogue-types"
import { fetchProducts } from "@/lib/catalogue/fetch-products"
import { fetchShowcase } from "@/lib/catalogue/fetch-showcase"
import { PRODUCT_PAGES } from "@/lib/catalogue/product-pages"
import styles from "../catalogue-page.module.css"
import own from "./products.module.css"

export const dynamic = "force-dynamic"

export const metadata: Metadata = {
  title: "Prints, frames and prices",
  description:
    "Canvas prints, black, walnut and white framed canvases, posters and signed artworks of your pet's portrait: every size and price.",
  alternates: { canonical: "/products" },
}

type Props = { searchParams: Promise<{ currency?: string }> }

export default async function ProductsPage({ searchParams }: Props) {
  const currency = asCurrency((await searchParams).currency)
  const [products, showcase] = await Promise.all([fetchProducts(currency), fetchShowcase()])
  const list = products.ok ? products.data.products : []
  return (
    <>
      <header className={styles.intro}>
        <p className="eyebrow">Shop now</p>
        <h1>Prints we make</h1>
        <p className={styles.lead}>
          Every portrait can be printed on gallery-wrapped canvas, floated in a black, walnut or white frame, signed, or printed as a
          poster. Pick the painting first; you choose the print when you add it to your cart.
        </p>
      </header>

      <ul className={own.kinds} aria-label="Kinds of print">
        {PRODUCT_PAGES.map((page, index) => {
          const example = showcase[index % Math.max(showcase.length, 1)]
          return (
            <li key={page.key}>
              <Link href={`/products/${page.key}`} className={own.kind}>
                {example && (
                  <FramedPainting
                    image={example.image}
                    alt={`${example.alt}, ${page.label.toLowerCase()}`}
                    frame={page.frame}
                    aspectRatio={example.ratio}
                    signature={page.signed ? "Biscuit" : null}
                    sizes="(max-width: 600px) 70vw, 200px"
                    priority={index === 0}
                  />
                )}
                <h2 className={own.kindTitle}>{page.label}</h2>
                <p className={own.kindSummary}>{page.summary}</p>
              </Link>
            </li>
          )
        })}
      </ul>

      <section className={styles.section} aria-labelledby="sizes-title">
        <div className={styles.heading}>
          <h2 id="sizes-title">Sizes and prices</h2>
        </div>
        <CurrencySwitch current={currency} path="/products" />
        {!products.ok ? (
          <BackendNotice what="the catalogue" />
        ) : (
          <>
            <h3>Canvas</h3>
            <ProductTable products={list.filter((p) => p.type === "canvas")} page={null} caption="Canvas sizes and prices" />
            <h3 className={own.spaced}>Posters</h3>
            <ProductTable products={list.filter((p) => p.type === "poster")} page={null} caption="Poster sizes and prices" />
          </>
        )}
      </section>
    </>
  )
}
