import type { Painting } from "@petshop/contract"

/** What a painting is called on cards and pages: its title, else "{Style} pet portrait". */
export function paintingLabel(painting: Pick<Painting, "title">, styleTitle?: string | null): string {
  if (painting.title?.trim()) return painting.title.trim()
  return styleTitle ? `${styleTitle} pet portrait` : "Pet portrait"
}

/** Width over height from the painting's dimensions (spec default 512x768). */
export function paintingRatio(painting: Pick<Painting, "dimensions">): number {
  const { width, height } = painting.dimensions ?? { width: 512, height: 768 }
  return width > 0 && height > 0 ? width / height : 2 / 3
}
