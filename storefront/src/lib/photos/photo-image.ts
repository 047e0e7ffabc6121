/**
 * A photo's image tiers as the backend presents them: each tier is {webp, jpeg, width, height}
 * (a bare URL string is accepted too).
 */
import type { Photo } from "@petshop/contract"

type Tier = string | { jpeg?: string; webp?: string; width?: number; height?: number } | null | undefined
export type PhotoTierName = "thumb" | "low" | "medium" | "high" | "original"

const ORDER: PhotoTierName[] = ["thumb", "low", "medium", "high", "original"]

/** The URL of the wanted tier, or the nearest larger (then smaller) one. */
export function photoImageUrl(photo: Pick<Photo, "image"> | null | undefined, wanted: PhotoTierName = "medium"): string | undefined {
  const image = photo?.image as Record<string, Tier> | null | undefined
  if (!image) return undefined
  const start = ORDER.indexOf(wanted)
  const candidates = [...ORDER.slice(start), ...ORDER.slice(0, start).reverse()]
  for (const name of candidates) {
    const tier = image[name]
    const url = typeof tier === "string" ? tier : (tier?.jpeg ?? tier?.webp)
    if (url) return url
  }
  return undefined
}

/** width / height of the photo, when known. */
export function photoAspect(photo: Pick<Photo, "width" | "height"> | null | undefined): number | undefined {
  return photo?.width && photo?.height ? photo.width / photo.height : undefined
}
