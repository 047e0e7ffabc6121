/**
 * How alike two pictures are, in the ways a paint or face-swap style must get right: colour
 * statistics and palette in CIELAB (the reference's colours), luminance structure (the pet's
 * forms), and gradient energy (a visible seam). The engine's and the shop's tests judge
 * paintings with these.
 */
import { kmeansLab } from "../filters/quantize"
import type { Raster } from "../types"
import { gaussBlur } from "../maths/blur"
import { rasterToLab } from "../maths/colour"
import { labStats, type Vec3 } from "./lab"

export const luminanceOf = (r: Raster): Float32Array => {
  const lab = rasterToLab(r)
  const L = new Float32Array(r.width * r.height)
  for (let i = 0; i < L.length; i++) L[i] = lab[i * 3]
  return L
}

/** Distance between two images' Lab statistics: ΔE of the means plus the mean |Δσ| per channel. */
export function statsDistance(a: Raster, b: Raster): number {
  const sa = labStats(rasterToLab(a))
  const sb = labStats(rasterToLab(b))
  const dMean = Math.hypot(sa.mean[0] - sb.mean[0], sa.mean[1] - sb.mean[1], sa.mean[2] - sb.mean[2])
  const dStd = [0, 1, 2].reduce((s, c) => s + Math.abs(sa.std[c] - sb.std[c]), 0) / 3
  return dMean + dStd
}

/** Palette of k Lab colours (k-means), as triples. */
export function paletteOf(r: Raster, k = 6): Vec3[] {
  const lab = rasterToLab(r)
  const c = kmeansLab(lab, r.width * r.height, k, 10, 7)
  return [...Array(k).keys()].map((i) => [c[i * 3], c[i * 3 + 1], c[i * 3 + 2]] as Vec3)
}

/** Mean ΔE from each colour of `ref`'s palette to the nearest colour of `img`'s palette. */
export function paletteDistance(img: Raster, ref: Raster): number {
  const p = paletteOf(img)
  const q = paletteOf(ref)
  return q.reduce((s, c) => s + Math.min(...p.map((d) => Math.hypot(c[0] - d[0], c[1] - d[1], c[2] - d[2]))), 0) / q.length
}

/** Pearson correlation of two equally long arrays over the indices where `weight` > 0.5 (all when null). */
export function correlation(a: Float32Array, b: Float32Array, weight: Float32Array | null = null): number {
  let n = 0
  let sa = 0
  let sb = 0
  for (let i = 0; i < a.length; i++)
    if (!weight || weight[i] > 0.5) {
      n++
      sa += a[i]
      sb += b[i]
    }
  const ma = sa / n
  const mb = sb / n
  let cov = 0
  let va = 0
  let vb = 0
  for (let i = 0; i < a.length; i++)
    if (!weight || weight[i] > 0.5) {
      cov += (a[i] - ma) * (b[i] - mb)
      va += (a[i] - ma) ** 2
      vb += (b[i] - mb) ** 2
    }
  return cov / Math.sqrt(va * vb || 1)
}

/** Correlation of the two images' luminance at a coarse scale (blurred: brushwork differs, forms must not). */
export function structureCorrelation(a: Raster, b: Raster, weight: Float32Array | null = null, sigma = 3): number {
  const la = gaussBlur(luminanceOf(a), a.width, a.height, 1, sigma)
  const lb = gaussBlur(luminanceOf(b), b.width, b.height, 1, sigma)
  return correlation(la, lb, weight)
}

/**
 * Gradient energy: the mean squared gradient of L* over the pixels where weight > 0.5, after a
 * blur of `sigma` px. Squared, so a step concentrated on a line (a seam) counts far more than
 * the same change of light spread over a soft fade.
 */
export function gradientEnergy(r: Raster, weight: Float32Array, sigma = 0): number {
  const L = sigma > 0 ? gaussBlur(luminanceOf(r), r.width, r.height, 1, sigma) : luminanceOf(r)
  const w = r.width
  let s = 0
  let n = 0
  for (let y = 1; y < r.height - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x
      if (weight[i] <= 0.5) continue
      s += ((L[i + 1] - L[i - 1]) ** 2 + (L[i + w] - L[i - w]) ** 2) / 4
      n++
    }
  return s / Math.max(1, n)
}
