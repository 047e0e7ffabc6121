/**
 * Image URLs of a painting as the backend stores them: `image` is {original, low} strings,
 * `progressImage` is {url, progress} (or a bare URL in older records).
 */
import type { Painting } from "@petshop/contract"

type Tier = string | { jpeg?: string; webp?: string; url?: string; original?: string } | null | undefined

export function tierUrl(tier: Tier): string | undefined {
  if (!tier) return undefined
  if (typeof tier === "string") return tier
  return tier.jpeg ?? tier.original ?? tier.url ?? tier.webp ?? undefined
}

/** The finished (watermarked) preview, largest first or smallest first. */
export function paintingImageUrl(painting: Pick<Painting, "image">, prefer: "large" | "small" = "large"): string | undefined {
  const image = painting.image as Record<string, Tier> | null
  if (!image) return undefined
  const order = prefer === "large" ? ["original", "high", "medium", "low", "thumb"] : ["low", "medium", "thumb", "high", "original"]
  for (const key of order) {
    const url = tierUrl(image[key])
    if (url) return url
  }
  return undefined
}

/** The latest progress frame the backend kept, with its percent if known. */
export function storedProgressFrame(painting: Pick<Painting, "progressImage">): { url: string; progress?: number } | undefined {
  const value = painting.progressImage as unknown
  if (!value) return undefined
  if (typeof value === "string") return { url: value }
  const v = value as { url?: string; progress?: number }
  return v.url ? { url: v.url, progress: typeof v.progress === "number" ? v.progress : undefined } : undefined
}

/** Statuses during which a painting is still being made. */
export const ACTIVE_STATUSES = ["idle", "queue", "in-progress"] as const
export const isPaintingActive = (status: string | undefined) => (ACTIVE_STATUSES as readonly string[]).includes(status ?? "")

/** width / height of the painting (2:3 portrait by default). */
export function paintingAspect(painting: Pick<Painting, "dimensions">): number {
  const { width, height } = painting.dimensions ?? { width: 512, height: 768 }
  return width > 0 && height > 0 ? width / height : 2 / 3
}
