import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"
import { BackendNotice } from "@/components/catalogue/backend-notice"
import { CurrencySwitch } from "@/components/catalogue/currency-switch"
import { FrameOptions } from "@/components/catalogue/frame-options"
import { FramedPainting } from "@/components/catalogue/framed-painting"
import { ProductTable } from "@/components/catalogue/product-table"
import type { Product } from "@petshop/contract"
import { asCurrency } from "@/lib/catalogue/catalogue-types"
import { fetchPaintings } from "@/lib/catalogue/fetch-paintings"
import { fetchProduct, fetchProducts } from "@/lib/catalogue/fetch-products"
import { fetchShowcase } from "@/lib/catalogue/fetch-showcase"
import { priceOnPage, sizeLabel } from "@/lib/catalogue/product-price"
import { findProductPage, type ProductPage } from "@/lib/catalogue/product-pages"
import { formatPrice } from "@/lib/ui/format-price"
import styles from "../../catalogue-page.module.css"

export const dynamic = "force-dynamic"

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ currency?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const page = findProductPage(id)
  if (page) return { title: page.title, description: page.summary, alternates: { canonical: `/products/${page.key}` } }
  const product = await fetchProduct(id)
  if (!product.ok) return { title: "Product" }
  return {
    title: product.data.name,
    description: product.data.description ?? `${product.data.name}: your pet's portrait printed ${sizeLabel(product.data)}.`,
    alternates: { canonical: `/products/${product.data.handle}` },
  }
}

/** /products/{key} for the five kinds of print, /products/{id or handle} for one product. */
export default async function ProductPageRoute({ params, searchParams }: Props) {
  const { id } = await params
  const currency = asCurrency((await searchParams).currency)
  const page = findProductPage(id)
  if (page) return <KindOfPrint page={page} currency={currency} />
  const product = await fetchProduct(id, currency)
  if (!product.ok) {
    if (product.status === 404) notFound()
    return <BackendNotice what="this product" />
  }
  return <OneProduct product={product.data} currency={currency} />
}

async function KindOfPrint({ page, currency }: { page: ProductPage; currency: ReturnType<typeof asCurrency> }) {
  const [products, showcase, gallery] = await Promise.all([
    fetchProducts(currency, page.key),
    fetchShowcase(),
    fetchPaintings({ scope: "isPublic", perPage: 12 }),
  ])
  const list = products.ok ? products.data.products : []
  // Each size hangs one of the shop's demo paintings in a room (the same query as the showcase's).
  const hang = gallery.ok ? gallery.data.paintings : []
  const example = showcase[0]
  const prices = list.map((p) => priceOnPage(p, page)?.price).filter((p): p is number => typeof p === "number")
  return (
    <>
      <nav className={styles.crumbs} aria-label="Breadcrumb">
        <Link href="/products">Prints</Link> / <span aria-current="page">{page.label}</span>
      </nav>
      <div className={styles.detail}>
        {example ? (
          <FramedPainting
            image={example.image}
            alt={`${example.alt}, ${page.label.toLowerCase()}`}
            frame={page.frame}
            aspectRatio={example.ratio}
            signature={page.signed ? "Biscuit" : null}
            sizes="(max-width: 900px) 92vw, 520px"
            priority
          />
        ) : (
          <div />
        )}
        <div className={styles.sticky}>
          <p className="eyebrow">{page.label}</p>
          <h1>{page.title}</h1>
          <p className={styles.lead}>{page.summary}</p>
          {prices.length > 0 && (
            <p>
              <strong className="price">From {formatPrice(Math.min(...prices), currency)}</strong>
            </p>
          )}
          <ul className={styles.facts}>
            {page.details.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
          <div className="button-row">
            <Link className="button" href="/portraits/new">
              Paint my pet
            </Link>
            <Link className="button-secondary" href="/portraits">
              Browse portraits
            </Link>
          </div>
        </div>
      </div>

      {example && page.frame && (
        <section className={styles.section} aria-labelledby="frames-title">
          <h2 id="frames-title">Frame colours</h2>
          <FrameOptions example={showcase[1] ?? example} />
        </section>
      )}

      <section className={styles.section} aria-labelledby="sizes-title">
        <h2 id="sizes-title">Sizes and prices</h2>
        <CurrencySwitch current={currency} path={`/products/${page.key}`} />
        {!products.ok ? (
          <BackendNotice what="the sizes" />
        ) : list.length ? (
          <ProductTable products={list} page={page} caption={`${page.title}: sizes and prices`} hang={hang} />
        ) : (
          <p className="muted">No sizes are on sale in this kind just now.</p>
        )}
      </section>
    </>
  )
}

async function OneProduct({ product, currency }: { product: Product; currency: ReturnType<typeof asCurrency> }) {
  const showcase = await fetchShowcase()
  const target = Number(product.aspectRatio ?? 0)
  // A painting of the product's proportions (either way round) shows best in it.
  const fitting = showcase.find((s) => Math.abs(Math.min(s.ratio, 1 / s.ratio) - target) < 0.02) ?? showcase[0]
  const money = (amount: number) => formatPrice(amount, currency)
  const frameMin = (color: string) => product.frames.find((f) => f.color === color)?.price
  const prices: Record<string, string> = { canvas: money(product.price) }
  for (const color of ["black", "walnut", "white"]) if (frameMin(color) !== undefined) prices[color] = money(frameMin(color)!)
  return (
    <>
      <nav className={styles.crumbs} aria-label="Breadcrumb">
        <Link href="/products">Prints</Link> / <span aria-current="page">{product.name}</span>
      </nav>
      <div className={styles.detail}>
        {fitting ? (
          <FramedPainting
            image={fitting.image}
            alt={`${fitting.alt} as a ${product.name}`}
            frame={null}
            aspectRatio={fitting.ratio}
            sizes="(max-width: 900px) 92vw, 520px"
            priority
          />
        ) : (
          <div />
        )}
        <div className={styles.sticky}>
          <p className="eyebrow">
            {product.type === "canvas" ? "Canvas" : "Poster"} · {sizeLabel(product)}
          </p>
          <h1>{product.name}</h1>
          {product.description && <p className={styles.lead}>{product.description}</p>}
          <CurrencySwitch current={currency} path={`/products/${product.handle}`} />
          <dl className="product-prices" data-testid="product-prices">
            <div>
              <dt>{product.type === "canvas" ? "Unframed canvas" : "Poster"}</dt>
              <dd>{money(product.price)}</dd>
            </div>
            {product.frames.map((f) => (
              <div key={f.color}>
                <dt>{f.color[0].toUpperCase() + f.color.slice(1)} frame</dt>
                <dd>{money(f.price)}</dd>
              </div>
            ))}
            {product.signed && (
              <div>
                <dt>Signed</dt>
                <dd>{money(product.signed.price)}</dd>
              </div>
            )}
          </dl>
          <div className="button-row">
            <Link className="button" href="/portraits/new">
              Paint my pet
            </Link>
            <Link className="button-secondary" href="/products">
              All sizes
            </Link>
          </div>
        </div>
      </div>
      {fitting && product.frames.length > 0 && (
        <section className={styles.section} aria-labelledby="frames-title">
          <h2 id="frames-title">Frame colours</h2>
          <FrameOptions example={fitting} prices={prices} />
        </section>
      )}
    </>
  )
}
