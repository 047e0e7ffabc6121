import type { Product } from "@petshop/contract"
import type { ProductPage } from "./product-pages"

/** The lowest price of any variant of a product (what "from" means on the home page). */
export function fromPrice(product: Product): number {
  const all = [product.price, product.signed?.price, ...product.frames.flatMap((f) => [f.price, f.signed?.price])]
  return Math.min(...all.filter((p): p is number => typeof p === "number"))
}

/**
 * What a product costs on a product page: the frame's price on a frame page, the signed
 * variant's on the signed page, the plain print's otherwise. `null`: not sold that way.
 */
export function priceOnPage(product: Product, page: ProductPage | null): { price: number; medium: string } | null {
  if (!page || (!page.frame && !page.signed)) return product.medium ? { price: product.price, medium: product.medium } : null
  if (page.signed) return product.signed ? { price: product.signed.price, medium: product.signed.medium } : null
  const frame = product.frames.find((f) => f.color === page.frame)
  return frame ? { price: frame.price, medium: frame.medium } : null
}

/** "8 × 10 in"; a product a merchandiser made without a size has none to show. */
export const sizeLabel = (p: { width: number | null; height: number | null }) =>
  p.width && p.height ? `${p.width} × ${p.height} in` : "size on request"
