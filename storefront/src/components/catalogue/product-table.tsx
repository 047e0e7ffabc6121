import Link from "next/link"
import type { Painting, Product } from "@petshop/contract"
import { paintingToHang, printOf } from "@/lib/catalogue/print-options"
import { priceOnPage, sizeLabel } from "@/lib/catalogue/product-price"
import type { ProductPage } from "@/lib/catalogue/product-pages"
import { formatPrice } from "@/lib/ui/format-price"
import { HangingPrint, OwnPaintingProvider } from "./hanging-print"
import styles from "./product-table.module.css"

type Props = {
  products: Product[]
  page: ProductPage | null
  caption: string
  /** Paintings to hang in each row's room mockup (a page of one kind of print): demo paintings first. */
  hang?: Pick<Painting, "id" | "title" | "dimensions" | "isDemo">[]
}

const FRAMES = ["black", "walnut", "white"] as const

/**
 * Sizes and prices as a table: on the all-products page every option (print, each frame,
 * signed); on a product page the price of that page's kind of print, each size hanging in a
 * living room as that print (issue 24), to scale.
 */
export function ProductTable({ products, page, caption, hang = [] }: Props) {
  const all = !page
  return (
    <div className={styles.scroller}>
      <OwnPaintingProvider>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              {all ? (
                <>
                  <th scope="col">Print</th>
                  {FRAMES.map((f) => (
                    <th scope="col" key={f}>
                      <span className={styles.swatch} data-frame={f} aria-hidden="true" /> {f[0].toUpperCase() + f.slice(1)} frame
                    </th>
                  ))}
                  <th scope="col">Signed</th>
                </>
              ) : (
                <th scope="col">Price</th>
              )}
            </tr>
          </thead>
          <tbody>
            {products.map((product) => {
              const money = (amount?: number | null) => (typeof amount === "number" ? formatPrice(amount, product.currency) : "—")
              return (
                <tr key={product.id} data-testid="product-row">
                  <th scope="row">
                    <RowMockup product={product} page={page} hang={hang} />
                    <Link href={`/products/${product.handle}`}>{product.name}</Link>
                    <span className={styles.size}>
                      {product.type === "canvas" ? "Canvas" : "Poster"} · {sizeLabel(product)}
                    </span>
                  </th>
                  {all ? (
                    <>
                      <td>{money(product.price)}</td>
                      {FRAMES.map((f) => (
                        <td key={f}>{money(product.frames.find((x) => x.color === f)?.price)}</td>
                      ))}
                      <td>{money(product.signed?.price)}</td>
                    </>
                  ) : (
                    <td className={styles.price}>{money(priceOnPage(product, page)?.price)}</td>
                  )}
                </tr>
              )
            })}
          </tbody>
        </table>
      </OwnPaintingProvider>
    </div>
  )
}

/** The row's print on a wall, or nothing on the all-products page or without a painting to hang. */
function RowMockup({ product, page, hang }: { product: Product; page: ProductPage | null; hang: NonNullable<Props["hang"]> }) {
  const variant = page ? priceOnPage(product, page)?.medium : null
  const painting = variant ? paintingToHang(hang, product) : null
  const print = page && variant ? printOf(product, variant, page.frame ?? "none", page.signed) : null
  if (!print || !painting) return null
  return (
    <HangingPrint
      print={print}
      demo={{ id: painting.id, title: painting.title, dimensions: painting.dimensions }}
      className={styles.mockup}
      sizes="9rem"
      testId="product-row-mockup"
    />
  )
}
