/**
 * The room mockups a merchandiser sees on a product page (issue 24, item 4): one of the shop's
 * public demo paintings whose proportions the product prints, hung as each of the product's
 * variants (GET /api/painting/{id}/mockup, drawn from the watermarked preview).
 */
import { aspectRatioOf } from "./print-size"

export const MOCKUP_ROOMS = [
  { key: "living", label: "Living room" },
  { key: "bedroom", label: "Bedroom" },
  { key: "hallway", label: "Hallway" },
] as const
export type MockupRoom = (typeof MOCKUP_ROOMS)[number]["key"]

export type DemoPainting = { id: string; title: string | null; isDemo?: boolean; dimensions?: { width: number; height: number } | null }

/** The first demo painting of the product's proportions (either way round), or null. */
export function demoPaintingFor(paintings: DemoPainting[], product: { widthIn: number; heightIn: number }): DemoPainting | null {
  const key = aspectRatioOf(product.widthIn, product.heightIn)
  return (
    paintings.find(
      (p) => p.isDemo && p.dimensions && p.dimensions.width > 0 && aspectRatioOf(p.dimensions.width, p.dimensions.height) === key
    ) ?? null
  )
}

/** The mockup's path on the backend: 480 px wide, WebP, a size the backend caches. */
export function mockupPath(paintingId: string, variantId: string, room: MockupRoom): string {
  const query = new URLSearchParams({ variant: variantId, room, width: "480", format: "webp" })
  return `/api/painting/${encodeURIComponent(paintingId)}/mockup?${query}`
}
