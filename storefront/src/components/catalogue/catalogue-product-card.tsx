import Link from "next/link"
import type { Product } from "@petshop/contract"
import { fromPrice, sizeLabel } from "@/lib/catalogue/product-price"
import { formatPrice } from "@/lib/ui/format-price"
import styles from "./catalogue-product-card.module.css"

/**
 * A print size as a small card: its proportions drawn to scale, name, size and lowest price.
 * `data-testid="catalogue-product"` is what the system tests count on the home page.
 */
export function CatalogueProductCard({ product }: { product: Product }) {
  // A product without a size is drawn square.
  const width = product.width ?? 1
  const height = product.height ?? 1
  const scale = 4.2 / Math.max(width, height)
  return (
    <li className={styles.card} data-testid="catalogue-product">
      <Link href={`/products/${product.handle}`} className={styles.link}>
        <span className={styles.shape} aria-hidden="true">
          <span
            className={product.type === "canvas" ? styles.canvas : styles.poster}
            style={{ width: `${width * scale}rem`, height: `${height * scale}rem` }}
          />
        </span>
        <strong className={styles.name}>{product.name}</strong>
        <span className={styles.size}>
          {product.type === "canvas" ? "Canvas" : "Poster"} · {sizeLabel(product)}
        </span>
        <span className={styles.price}>from {formatPrice(fromPrice(product), product.currency)}</span>
      </Link>
    </li>
  )
}
