import Link from "next/link"
import type { Product } from "@/lib/catalogue/catalogue-types"
import { fromPrice, sizeLabel } from "@/lib/catalogue/product-price"
import { formatPrice } from "@/lib/ui/format-price"
import styles from "./catalogue-product-card.module.css"

/**
 * A print size as a small card: its proportions drawn to scale, name, size and lowest price.
 * `data-testid="catalogue-product"` is what the system tests count on the home page.
 */
export function CatalogueProductCard({ product }: { product: Product }) {
  const scale = 4.2 / Math.max(product.width, product.height)
  return (
    <li className={styles.card} data-testid="catalogue-product">
      <Link href={`/products/${product.handle}`} className={styles.link}>
        <span className={styles.shape} aria-hidden="true">
          <span
            className={product.type === "canvas" ? styles.canvas : styles.poster}
            style={{ width: `${product.width * scale}rem`, height: `${product.height * scale}rem` }}
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
