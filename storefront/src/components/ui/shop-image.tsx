"use client"
import type { ImageSet } from "@/lib/api/types"
/** Placeholder until the image component lands: picks the medium image. */
export function ShopImage({ image, alt, aspectRatio }: { image: ImageSet | string | null | undefined; alt: string; aspectRatio?: number; sizes?: string; priority?: boolean; className?: string }) {
  const src = typeof image === "string" ? image : image?.medium ?? image?.low ?? image?.original ?? undefined
  return src ? <img src={src} alt={alt} style={{ aspectRatio, width: "100%", height: "auto" }} /> : <div aria-label={alt} style={{ aspectRatio }} />
}
