import type { Painting } from "@petshop/contract"
import type { FrameColor, Product } from "@petshop/contract"

/** Shorter over longer side, two decimals: how the shop matches paintings to print sizes (spec section 5). */
export const aspectKey = (width: number, height: number) => (Math.min(width, height) / Math.max(width, height)).toFixed(2)

/** The products a painting can be printed on: same proportions, either way round. */
export function productsForPainting(products: Product[], painting: Pick<Painting, "dimensions">): Product[] {
  const { width, height } = painting.dimensions ?? { width: 512, height: 768 }
  const key = aspectKey(width, height)
  // A product without a size (no aspect ratio) fits no painting.
  return products.filter((p) => (p.aspectRatio ?? (p.width && p.height ? aspectKey(p.width, p.height) : null)) === key)
}

/** Products are listed portrait (8×10); a landscape painting is printed turned. */
export function isRotatedFor(painting: Pick<Painting, "dimensions">, product: Pick<Product, "width" | "height">): boolean {
  const { width, height } = painting.dimensions ?? { width: 512, height: 768 }
  if (product.width === null || product.height === null) return false
  return width > height !== product.width > product.height && width !== height && product.width !== product.height
}

export type PrintChoice = { productId: string; frame: FrameColor | "none"; signed: boolean }

/** The variant (medium) and price of a choice, or null if that combination is not sold. */
export function mediumOf(product: Product, frame: FrameColor | "none", signed: boolean): { medium: string; price: number } | null {
  if (frame === "none") {
    const option = signed ? product.signed : product.medium ? { medium: product.medium, price: product.price } : null
    return option ? { medium: option.medium, price: option.price } : null
  }
  const framed = product.frames.find((f) => f.color === frame)
  const option = signed ? framed?.signed : framed
  return option ? { medium: option.medium, price: option.price } : null
}
