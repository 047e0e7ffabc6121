import type { ImageSet } from "@petshop/contract"
import { IMAGE_TIERS, type ImageTier } from "../ui/image-tier"

const LARGEST_FIRST: ImageTier[] = [...IMAGE_TIERS].reverse()

/** One URL of an image object: the given tier or the nearest larger, then smaller, one. */
export function imageUrl(image: ImageSet | string | null | undefined, tier: ImageTier = "high"): string | null {
  if (!image) return null
  if (typeof image === "string") return image
  const start = LARGEST_FIRST.indexOf(tier)
  const order = [...LARGEST_FIRST.slice(0, start + 1).reverse(), ...LARGEST_FIRST.slice(start + 1)]
  for (const key of order) if (image[key]) return image[key] ?? null
  return null
}

/** Width over height of an image object that carries its size, else the fallback. */
export function imageRatio(image: unknown, fallback = 2 / 3): number {
  const size = image as { width?: number; height?: number } | null
  return size?.width && size?.height ? size.width / size.height : fallback
}
