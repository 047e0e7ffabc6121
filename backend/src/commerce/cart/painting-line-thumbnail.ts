/**
 * The picture of a cart or order line that prints a painting: the painting's smallest image,
 * so the Medusa admin shows the painting instead of a blank (products have no pictures).
 */
export function paintingLineThumbnail(image: unknown): string | undefined {
  const urls = (image ?? {}) as { original?: string; low?: string; thumb?: string }
  return urls.thumb ?? urls.low ?? urls.original ?? undefined
}
