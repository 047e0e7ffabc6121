import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"
import { BackendNotice } from "@/components/catalogue/backend-notice"
import { FramedPainting } from "@/components/catalogue/framed-painting"
import { asCurrency } from "@/lib/catalogue/catalogue-types"
import { fetchMedium } from "@/lib/catalogue/fetch-products"
import { fetchShowcase } from "@/lib/catalogue/fetch-showcase"
import { sizeLabel } from "@/lib/catalogue/product-price"
import { formatPrice } from "@/lib/ui/format-price"
import styles from "../../catalogue-page.module.css"

export const dynamic = "force-dynamic"

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ currency?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const medium = await fetchMedium((await params).id)
  return medium.ok
    ? { title: medium.data.name, description: `${medium.data.name}: ${sizeLabel(medium.data)}.`, robots: { index: false } }
    : { title: "Print" }
}

/** One purchasable print (a product variant): size, frame, signed, price. */
export default async function MediumPage({ params, searchParams }: Props) {
  const { id } = await params
  const currency = asCurrency((await searchParams).currency)
  const [medium, showcase] = await Promise.all([fetchMedium(id, currency), fetchShowcase()])
  if (!medium.ok) {
    if (medium.status === 404) notFound()
    return <BackendNotice what="this print" />
  }
  const m = medium.data
  const example = showcase[0]
  return (
    <>
      <nav className={styles.crumbs} aria-label="Breadcrumb">
        <Link href="/products">Prints</Link> / <Link href={`/products/${m.product}`}>{m.productName}</Link> /{" "}
        <span aria-current="page">{m.name}</span>
      </nav>
      <div className={styles.detail}>
        {example ? (
          <FramedPainting
            image={example.image}
            alt={`${example.alt} as ${m.name}`}
            frame={m.hasFrame ? (m.frame as "black" | "walnut" | "white") : null}
            aspectRatio={example.ratio}
            signature={m.signed ? "Biscuit" : null}
            priority
          />
        ) : (
          <div />
        )}
        <div>
          <p className="eyebrow">
            {m.type === "canvas" ? "Canvas" : "Poster"} · {sizeLabel(m)}
          </p>
          <h1>{m.name}</h1>
          <dl>
            <div>
              <dt>Frame</dt>
              <dd>{m.hasFrame ? `${m.frame[0].toUpperCase()}${m.frame.slice(1)}` : "None"}</dd>
            </div>
            <div>
              <dt>Signed</dt>
              <dd>{m.signed ? "Yes" : "No"}</dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd>{formatPrice(m.price, currency)}</dd>
            </div>
          </dl>
          <Link className="button" href="/portraits/new">
            Paint my pet
          </Link>
        </div>
      </div>
    </>
  )
}
