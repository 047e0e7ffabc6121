/**
 * Measures for comparing paintings with photos and artworks (CIELAB via the painting engine):
 * colour statistics, palette distance, structure correlation and border gradient energy.
 */
import { analyseReference, labStats, rasterToLab } from "@petshop/painting-module/engine/reference"
import type { Raster } from "@petshop/painting-module/engine"

export const luminanceOf = (r: Raster): Float32Array => {
  const lab = rasterToLab(r)
  const L = new Float32Array(r.width * r.height)
  for (let i = 0; i < L.length; i++) L[i] = lab[i * 3]
  return L
}

/** Box blur of radius r, three passes (close to a Gaussian of sigma ≈ r). */
export function blur(v: Float32Array, w: number, h: number, r: number): Float32Array {
  let a = Float32Array.from(v)
  const b = new Float32Array(v.length)
  const k = Math.max(1, Math.round(r))
  for (let pass = 0; pass < 3; pass++) {
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        let s = 0
        let n = 0
        for (let d = -k; d <= k; d++) {
          const xx = x + d
          if (xx >= 0 && xx < w) {
            s += a[y * w + xx]
            n++
          }
        }
        b[y * w + x] = s / n
      }
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        let s = 0
        let n = 0
        for (let d = -k; d <= k; d++) {
          const yy = y + d
          if (yy >= 0 && yy < h) {
            s += b[yy * w + x]
            n++
          }
        }
        a[y * w + x] = s / n
      }
  }
  return a
}

/** Pearson correlation over the indices where weight > 0.5 (all when null). */
export function correlation(a: Float32Array, b: Float32Array, weight: Float32Array | null = null): number {
  let n = 0
  let sa = 0
  let sb = 0
  for (let i = 0; i < a.length; i++) if (!weight || weight[i] > 0.5) {
    n++
    sa += a[i]
    sb += b[i]
  }
  const ma = sa / n
  const mb = sb / n
  let cov = 0
  let va = 0
  let vb = 0
  for (let i = 0; i < a.length; i++) if (!weight || weight[i] > 0.5) {
    cov += (a[i] - ma) * (b[i] - mb)
    va += (a[i] - ma) ** 2
    vb += (b[i] - mb) ** 2
  }
  return cov / Math.sqrt(va * vb || 1)
}

/** Correlation of two same-sized images' blurred luminance (forms, not brushwork). */
export function structureCorrelation(a: Raster, b: Raster, weight: Float32Array | null = null, radius = 3): number {
  return correlation(blur(luminanceOf(a), a.width, a.height, radius), blur(luminanceOf(b), b.width, b.height, radius), weight)
}

/** ΔE of the Lab means plus the mean |Δσ| per channel. */
export function statsDistance(a: Raster, b: Raster): number {
  const sa = labStats(rasterToLab(a))
  const sb = labStats(rasterToLab(b))
  const dMean = Math.hypot(sa.mean[0] - sb.mean[0], sa.mean[1] - sb.mean[1], sa.mean[2] - sb.mean[2])
  return dMean + [0, 1, 2].reduce((s, c) => s + Math.abs(sa.std[c] - sb.std[c]), 0) / 3
}

const hexLab = (hex: string) => {
  const n = parseInt(hex.slice(1), 16)
  const lab = rasterToLab({ width: 1, height: 1, data: Float32Array.from([((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255]) })
  return [lab[0], lab[1], lab[2]]
}

/** Mean ΔE from each colour of the reference's palette to the nearest of the image's palette. */
export function paletteDistance(img: Raster, ref: Raster): number {
  const p = analyseReference(img).palette.map((c) => hexLab(c.colour))
  const q = analyseReference(ref).palette.map((c) => hexLab(c.colour))
  return q.reduce((s, c) => s + Math.min(...p.map((d) => Math.hypot(c[0] - d[0], c[1] - d[1], c[2] - d[2]))), 0) / q.length
}

/**
 * Gradient energy: mean squared gradient of L* (blurred by `radius` px) over the pixels where
 * weight > 0.5. Squared, so a step on a line (a seam) counts far more than a soft fade.
 */
export function gradientEnergy(r: Raster, weight: Float32Array, radius = 0): number {
  const L = radius > 0 ? blur(luminanceOf(r), r.width, r.height, radius) : luminanceOf(r)
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
