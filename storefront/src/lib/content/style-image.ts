import type { ImageSet, Style } from "@petshop/contract"

/** The picture that stands for a style: its public image, else its first demo painting. */
export function styleImage(style: Style): ImageSet | string | null {
  return style.publicImage ?? style.demoImages[0] ?? null
}

/** Width over height of a style or painting picture (the demos are 2:3 portraits). */
export function imageAspect(image: ImageSet | string | null, fallback = 2 / 3): number {
  if (image && typeof image === "object") {
    const { width, height } = image as { width?: number; height?: number }
    if (width && height) return width / height
  }
  return fallback
}
