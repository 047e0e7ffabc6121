import Link from "next/link"
import type { Painting, Product } from "@petshop/contract"
import { paintingToHang, printOf } from "@/lib/catalogue/print-options"
import { fromPrice, sizeLabel } from "@/lib/catalogue/product-price"
import { formatPrice } from "@/lib/ui/format-price"
import styles from "./catalogue-product-card.module.css"
import { HangingPrint } from "./hanging-print"

/**
 * A print size as a small card: the shopper's newest painting, else a demo painting, hanging in
 * a living room as that print, to scale (issue 24; the proportions drawn in paint colours when
 * there is no painting to hang), name,
 * size and lowest price. `data-testid="catalogue-product"` is what the system tests count on
 * the home page.
 */
export function CatalogueProductCard({
  product,
  hang = [],
}: {
  product: Product
  /** Paintings to hang, demo paintings first (print-options.ts paintingToHang). */
  hang?: Pick<Painting, "id" | "title" | "dimensions" | "isDemo">[]
}) {
  const painting = paintingToHang(hang, product)
  const print = product.medium ? printOf(product, product.medium) : null
  return (
    <li className={styles.card} data-testid="catalogue-product">
      <Link href={`/products/${product.handle}`} className={styles.link}>
        {painting && print ? (
          <HangingPrint
            print={print}
            demo={{ id: painting.id, title: painting.title, dimensions: painting.dimensions }}
            className={styles.mockup}
            sizes="(max-width: 600px) 45vw, 14rem"
            testId="catalogue-product-mockup"
          />
        ) : (
          <Proportions product={product} />
        )}
        <strong className={styles.name}>{product.name}</strong>
        <span className={styles.size}>
          {product.type === "canvas" ? "Canvas" : "Poster"} · {sizeLabel(product)}
        </span>
        <span className={styles.price}>from {formatPrice(fromPrice(product), product.currency)}</span>
      </Link>
    </li>
  )
}

/** The print's proportions in paint colours (a product without a size is drawn square). */
function Proportions({ product }: { product: Product }) {
  const width = product.width ?? 1
  const height = product.height ?? 1
  const scale = 4.2 / Math.max(width, height)
  return (
    <span className={styles.shape} aria-hidden="true">
      <span
        className={product.type === "canvas" ? styles.canvas : styles.poster}
        style={{ width: `${width * scale}rem`, height: `${height * scale}rem` }}
      />
    </span>
  )
}
