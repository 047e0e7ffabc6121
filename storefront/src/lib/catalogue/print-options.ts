import type { FrameColor, FrameKey, Painting, Product, ProductType } from "@petshop/contract"

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

/** One catalogue variant as a mockup draws it: `variant` is its medium (product variant) id. */
export type ChosenPrint = { variant: string; widthIn: number; heightIn: number; type: ProductType; frame: FrameKey; signed: boolean }

/** A product's variant (its medium id) as a mockup draws it; null for a product without a size. */
export function printOf(
  product: Pick<Product, "width" | "height" | "type">,
  variant: string,
  frame: FrameKey = "none",
  signed = false
): ChosenPrint | null {
  if (!product.width || !product.height) return null
  return { variant, widthIn: product.width, heightIn: product.height, type: product.type, frame, signed }
}

/** The chooser's first choice (add-to-cart.tsx): canvas if sold, its second size, no frame, unsigned. */
export function firstPrint(products: Product[], painting: Pick<Painting, "dimensions">): ChosenPrint | null {
  const fitting = productsForPainting(products, painting)
  const type = fitting.some((p) => p.type === "canvas") ? "canvas" : "poster"
  const ofType = fitting.filter((p) => p.type === type)
  const product = ofType[Math.min(1, ofType.length - 1)]
  if (!product?.medium || !product.width || !product.height) return null
  return { variant: product.medium, widthIn: product.width, heightIn: product.height, type, frame: "none", signed: false }
}

/**
 * The painting to hang in a product's room mockup on the catalogue pages: a demo painting of
 * the product's proportions, else the first demo painting (the mockup crops it to the print,
 * as it would be printed), else any public painting given.
 */
export function paintingToHang<P extends Pick<Painting, "id" | "dimensions" | "isDemo">>(
  paintings: P[],
  product: Pick<Product, "width" | "height" | "aspectRatio">
): P | null {
  const demos = paintings.filter((p) => p.isDemo)
  const pool = demos.length ? demos : paintings
  if (!product.width || !product.height) return pool[0] ?? null
  const key = product.aspectRatio ?? aspectKey(product.width, product.height)
  const fits = (p: P) => aspectKey(p.dimensions?.width ?? 512, p.dimensions?.height ?? 768) === key
  return pool.find(fits) ?? pool[0] ?? null
}
