/**
 * Colour quantisation with flat fills: k-means in CIELAB (k-means++ seeding from the seeded
 * PRNG, on a regular subsample of the pixels), every pixel takes its nearest centre, then a
 * few majority-filter passes remove speckles so regions read as flat shapes.
 * Params: colours 6, iterations 10, cleanup 1 (majority passes), chroma 1 (centre chroma
 * multiplier, e.g. 1.3 for poster colours), lightness 0 (added to centre L*).
 */
import type { LayerFunction } from "../layers/contract"
import type { Raster } from "../types"
import { mulberry32, hash32 } from "../prng"
import { labToRgb, rgbToLab } from "../maths/colour"
import { num } from "./common"

export type QuantizeOptions = { colours: number; iterations: number; cleanup: number; chroma: number; lightness: number; seed: number }

export function kmeansLab(lab: Float32Array, n: number, k: number, iterations: number, seed: number): Float32Array {
  // subsample: at most ~20k points, on a fixed stride (deterministic)
  const stride = Math.max(1, Math.floor(n / 20000))
  const m = Math.floor(n / stride)
  const pts = new Float32Array(m * 3)
  for (let i = 0; i < m; i++) {
    const j = i * stride
    pts[i * 3] = lab[j * 3]
    pts[i * 3 + 1] = lab[j * 3 + 1]
    pts[i * 3 + 2] = lab[j * 3 + 2]
  }
  const rand = mulberry32(hash32(seed, 0x6b6d))
  const centres = new Float32Array(k * 3)
  const d2 = new Float64Array(m).fill(Infinity)
  let first = Math.floor(rand() * m)
  for (let c = 0; c < k; c++) {
    if (c > 0) {
      let total = 0
      for (let i = 0; i < m; i++) total += d2[i]
      let r = rand() * total
      first = m - 1
      for (let i = 0; i < m; i++) {
        r -= d2[i]
        if (r <= 0) {
          first = i
          break
        }
      }
    }
    centres[c * 3] = pts[first * 3]
    centres[c * 3 + 1] = pts[first * 3 + 1]
    centres[c * 3 + 2] = pts[first * 3 + 2]
    for (let i = 0; i < m; i++) {
      const a = pts[i * 3] - centres[c * 3]
      const b = pts[i * 3 + 1] - centres[c * 3 + 1]
      const e = pts[i * 3 + 2] - centres[c * 3 + 2]
      const d = a * a + b * b + e * e
      if (d < d2[i]) d2[i] = d
    }
  }
  const sums = new Float64Array(k * 4)
  for (let it = 0; it < iterations; it++) {
    sums.fill(0)
    for (let i = 0; i < m; i++) {
      const c = nearest(centres, k, pts[i * 3], pts[i * 3 + 1], pts[i * 3 + 2])
      sums[c * 4] += pts[i * 3]
      sums[c * 4 + 1] += pts[i * 3 + 1]
      sums[c * 4 + 2] += pts[i * 3 + 2]
      sums[c * 4 + 3]++
    }
    for (let c = 0; c < k; c++) {
      if (sums[c * 4 + 3] === 0) continue
      centres[c * 3] = sums[c * 4] / sums[c * 4 + 3]
      centres[c * 3 + 1] = sums[c * 4 + 1] / sums[c * 4 + 3]
      centres[c * 3 + 2] = sums[c * 4 + 2] / sums[c * 4 + 3]
    }
  }
  return centres
}

function nearest(centres: Float32Array, k: number, L: number, a: number, b: number): number {
  let best = 0
  let bd = Infinity
  for (let c = 0; c < k; c++) {
    const x = L - centres[c * 3]
    const y = a - centres[c * 3 + 1]
    const z = b - centres[c * 3 + 2]
    const d = x * x + y * y + z * z
    if (d < bd) {
      bd = d
      best = c
    }
  }
  return best
}

/** Labels per pixel and the palette (RGB 0..1, k x 3). */
export function quantizeLabels(input: Raster, o: QuantizeOptions): { labels: Uint8Array; palette: Float32Array } {
  const { width: w, height: h } = input
  const n = w * h
  const k = Math.max(2, Math.min(32, Math.round(o.colours)))
  const lab = new Float32Array(n * 3)
  for (let p = 0; p < n; p++) rgbToLab(input.data[p * 3], input.data[p * 3 + 1], input.data[p * 3 + 2], lab, p * 3)
  const centres = kmeansLab(lab, n, k, o.iterations, o.seed)
  let labels: Uint8Array = new Uint8Array(n)
  for (let p = 0; p < n; p++) labels[p] = nearest(centres, k, lab[p * 3], lab[p * 3 + 1], lab[p * 3 + 2])
  for (let pass = 0; pass < o.cleanup; pass++) labels = majority(labels, w, h, k)
  const palette = new Float32Array(k * 3)
  const rgb = [0, 0, 0]
  for (let c = 0; c < k; c++) {
    labToRgb(Math.max(0, Math.min(100, centres[c * 3] + o.lightness)), centres[c * 3 + 1] * o.chroma, centres[c * 3 + 2] * o.chroma, rgb)
    palette[c * 3] = rgb[0]
    palette[c * 3 + 1] = rgb[1]
    palette[c * 3 + 2] = rgb[2]
  }
  return { labels, palette }
}

/** 3x3 majority filter (ties keep the centre's label). */
function majority(labels: Uint8Array, w: number, h: number, k: number): Uint8Array {
  const out = new Uint8Array(labels.length)
  const count = new Uint8Array(k)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      count.fill(0)
      for (let j = -1; j <= 1; j++) {
        const yy = y + j < 0 ? 0 : y + j >= h ? h - 1 : y + j
        for (let i = -1; i <= 1; i++) {
          const xx = x + i < 0 ? 0 : x + i >= w ? w - 1 : x + i
          count[labels[yy * w + xx]]++
        }
      }
      const own = labels[y * w + x]
      let best = own
      for (let c = 0; c < k; c++) if (count[c] > count[best]) best = c
      out[y * w + x] = best
    }
  }
  return out
}

export const quantize: LayerFunction = async (input, params, ctx) => {
  const { labels, palette } = quantizeLabels(input, {
    colours: num(params, "colours", 6, 2, 32),
    iterations: num(params, "iterations", 10, 1, 50),
    cleanup: Math.round(num(params, "cleanup", 1, 0, 6) * Math.max(1, Math.round(ctx.scale))),
    chroma: num(params, "chroma", 1, 0, 3),
    lightness: num(params, "lightness", 0, -50, 50),
    seed: ctx.seed,
  })
  const out = new Float32Array(input.data.length)
  for (let p = 0; p < labels.length; p++) {
    const c = labels[p] * 3
    out[p * 3] = palette[c]
    out[p * 3 + 1] = palette[c + 1]
    out[p * 3 + 2] = palette[c + 2]
  }
  return { width: input.width, height: input.height, data: out }
}
