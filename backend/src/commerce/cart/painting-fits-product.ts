/**
 * Spec section 5: a painting can be put on a product only when their aspect ratios agree to
 * two decimals, in either orientation (a 2:3 portrait painting fits a 3:2 landscape print).
 */
export type Size = { width: number; height: number }

const ratio2 = (a: number, b: number) => Math.round((a / b) * 100) / 100

export function aspectRatioOf(size: Size): number {
  return ratio2(size.width, size.height)
}

export function paintingFitsProduct(painting: Size, product: Size): boolean {
  if (!(painting.width > 0 && painting.height > 0 && product.width > 0 && product.height > 0)) return false
  const p = aspectRatioOf(painting)
  return p === ratio2(product.width, product.height) || p === ratio2(product.height, product.width)
}
