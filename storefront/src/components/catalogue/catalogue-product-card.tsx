import Link from "next/link"
import type { Painting, Product } from "@petshop/contract"
import { paintingToHang } from "@/lib/catalogue/print-options"
import { fromPrice, sizeLabel } from "@/lib/catalogue/product-price"
import { formatPrice } from "@/lib/ui/format-price"
import styles from "./catalogue-product-card.module.css"
import { mockupAlt, mockupSrc, mockupSrcSet, MOCKUP_THUMBNAIL_WIDTHS } from "./mockup-sources"

/**
 * A print size as a small card: a painting hanging in a living room as that print, to scale
 * (issue 24; the proportions drawn in paint colours when there is no painting to hang), name,
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
  return (
    <li className={styles.card} data-testid="catalogue-product">
      <Link href={`/products/${product.handle}`} className={styles.link}>
        {painting && product.medium && product.width && product.height ? (
          <img
            className={styles.mockup}
            src={mockupSrc(painting.id, product.medium, "living", 320)}
            srcSet={mockupSrcSet(painting.id, product.medium, "living", MOCKUP_THUMBNAIL_WIDTHS)}
            sizes="(max-width: 600px) 45vw, 14rem"
            alt={mockupAlt(
              {
                variant: product.medium,
                widthIn: product.width,
                heightIn: product.height,
                type: product.type,
                frame: "none",
                signed: false,
              },
              painting,
              "living",
              painting.title?.trim() || "A pet portrait"
            )}
            width={320}
            height={213}
            loading="lazy"
            decoding="async"
            data-testid="catalogue-product-mockup"
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
