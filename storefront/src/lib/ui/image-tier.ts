/**
 * Which size of a picture to show (spec sections 2 and 9): the tier follows the rendered
 * width × devicePixelRatio — original at 1900 px or more, high at 1100, medium at 600, low at
 * 200, else thumb — and a maximum-quality setting 1–5 (localStorage "maxImageQuality",
 * default 4) caps the tiers offered.
 */
import type { ImageSet } from "@petshop/contract"

export type ImageTier = "thumb" | "low" | "medium" | "high" | "original"

/** Smallest to largest; quality n offers the first n tiers. */
export const IMAGE_TIERS: readonly ImageTier[] = ["thumb", "low", "medium", "high", "original"]

/** The width (device pixels) from which each tier is chosen. */
export const TIER_MIN_WIDTH: Record<ImageTier, number> = { thumb: 0, low: 200, medium: 600, high: 1100, original: 1900 }

/** The pixel width of each stored tier (the photo pipeline's sizes); original is at least high's. */
export const TIER_WIDTH: Record<ImageTier, number> = { thumb: 200, low: 600, medium: 1100, high: 1900, original: 3000 }

export const MAX_QUALITY_KEY = "maxImageQuality"
export const DEFAULT_MAX_QUALITY = 4

export function clampQuality(value: unknown): number {
  const n = Math.round(Number(value))
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 5) : DEFAULT_MAX_QUALITY
}

/** The tiers a quality setting offers, smallest first. */
export function offeredTiers(maxQuality: number): ImageTier[] {
  return IMAGE_TIERS.slice(0, clampQuality(maxQuality))
}

/**
 * The tier to show at `width` device pixels: the spec's choice, capped by maxQuality. When the
 * set lacks that tier the next smaller one is used, then the next larger (a picture beats a
 * placeholder); null when the set has no image at all.
 */
export function chooseImageTier(width: number, set: ImageSet, maxQuality: number = DEFAULT_MAX_QUALITY): ImageTier | null {
  const cap = clampQuality(maxQuality) - 1
  let wanted = 0
  for (let i = IMAGE_TIERS.length - 1; i >= 0; i--) {
    if (width >= TIER_MIN_WIDTH[IMAGE_TIERS[i]]) {
      wanted = i
      break
    }
  }
  wanted = Math.min(wanted, cap)
  for (let i = wanted; i >= 0; i--) if (set[IMAGE_TIERS[i]]) return IMAGE_TIERS[i]
  for (let i = wanted + 1; i < IMAGE_TIERS.length; i++) if (set[IMAGE_TIERS[i]]) return IMAGE_TIERS[i]
  return null
}

/**
 * `srcset` candidates of the offered tiers. Each is declared one pixel under the next tier's
 * threshold so the browser, which takes the smallest candidate at least as wide as
 * width × DPR, lands on the tier chooseImageTier names.
 */
export function tierSrcSet(set: ImageSet, maxQuality: number = DEFAULT_MAX_QUALITY): string {
  const tiers = offeredTiers(maxQuality)
  const seen = new Set<string>()
  const out: string[] = []
  tiers.forEach((tier, i) => {
    const url = set[tier]
    if (!url || seen.has(url)) return
    seen.add(url)
    const next = tiers[i + 1]
    out.push(`${srcsetUrl(url)} ${next ? TIER_MIN_WIDTH[next] - 1 : TIER_WIDTH[tier]}w`)
  })
  return out.join(", ")
}

/**
 * `srcset` candidates for an AVIF `<source>` (issue 21): the same tiers and widths as
 * tierSrcSet, each tier's AVIF copy where the set has one. A tier without a copy keeps its
 * usual file, so a browser taking the source picks the same size it would otherwise (every
 * browser that decodes AVIF decodes WebP and JPEG too). Empty when the set has no AVIF copy.
 */
export function avifSrcSet(set: ImageSet, maxQuality: number = DEFAULT_MAX_QUALITY): string {
  const avif = set.avif
  if (!avif || !offeredTiers(maxQuality).some((tier) => avif[tier])) return ""
  const withAvif: ImageSet = { ...set }
  for (const tier of IMAGE_TIERS) if (avif[tier]) withAvif[tier] = avif[tier]
  return tierSrcSet(withAvif, maxQuality)
}

/** srcset splits candidates on whitespace and commas: escape them inside a URL. */
function srcsetUrl(url: string) {
  return url.replace(/ /g, "%20").replace(/,/g, "%2C")
}

/** The user's setting, or the default where there is no storage (server, privacy mode). */
export function readMaxQuality(): number {
  try {
    const raw = typeof window === "undefined" ? null : window.localStorage.getItem(MAX_QUALITY_KEY)
    return raw === null ? DEFAULT_MAX_QUALITY : clampQuality(raw)
  } catch {
    return DEFAULT_MAX_QUALITY
  }
}
