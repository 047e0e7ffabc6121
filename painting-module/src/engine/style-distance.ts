/**
 * How different two pictures look, in two numbers (used by the style tests and the contact sheet):
 *  - colour: mean CIE76 ΔE between the two images in CIELAB after area-averaging both to a
 *    32x48 grid (structure and colour at the scale a shopper sees a thumbnail);
 *  - texture: mean absolute difference of their local detail energy, |L* - blur(L*)| with a
 *    ~2 px blur, averaged over a 16x24 grid of blocks (brushwork, flat fills, grain, smoothness).
 * distance = colour + texture. Both images must have the same size.
 */
import { rgbToLab } from "./maths/colour"
import { gaussBlur } from "./maths/blur"
import type { Raster } from "./types"

const GW = 32
const GH = 48
const TW = 16
const TH = 24

function labImage(r: Raster): Float32Array {
  const n = r.width * r.height
  const lab = new Float32Array(n * 3)
  for (let p = 0; p < n; p++) rgbToLab(r.data[p * 3], r.data[p * 3 + 1], r.data[p * 3 + 2], lab, p * 3)
  return lab
}

function grid(values: Float32Array, w: number, h: number, c: number, gw: number, gh: number): Float64Array {
  const out = new Float64Array(gw * gh * c)
  const cnt = new Float64Array(gw * gh)
  for (let y = 0; y < h; y++) {
    const gy = Math.min(gh - 1, Math.floor((y * gh) / h))
    for (let x = 0; x < w; x++) {
      const g = gy * gw + Math.min(gw - 1, Math.floor((x * gw) / w))
      for (let k = 0; k < c; k++) out[g * c + k] += values[(y * w + x) * c + k]
      cnt[g]++
    }
  }
  for (let g = 0; g < gw * gh; g++) for (let k = 0; k < c; k++) out[g * c + k] /= Math.max(1, cnt[g])
  return out
}

export type Signature = { colour: Float64Array; detail: Float64Array }

export function signature(r: Raster): Signature {
  const lab = labImage(r)
  const n = r.width * r.height
  const L = new Float32Array(n)
  for (let p = 0; p < n; p++) L[p] = lab[p * 3]
  const blurred = gaussBlur(L, r.width, r.height, 1, 2 * (r.width / 512) + 0.5)
  const detail = new Float32Array(n)
  for (let p = 0; p < n; p++) detail[p] = Math.abs(L[p] - blurred[p])
  return { colour: grid(lab, r.width, r.height, 3, GW, GH), detail: grid(detail, r.width, r.height, 1, TW, TH) }
}

export function colourDistance(a: Signature, b: Signature): number {
  let s = 0
  for (let g = 0; g < GW * GH; g++) {
    const dL = a.colour[g * 3] - b.colour[g * 3]
    const da = a.colour[g * 3 + 1] - b.colour[g * 3 + 1]
    const db = a.colour[g * 3 + 2] - b.colour[g * 3 + 2]
    s += Math.sqrt(dL * dL + da * da + db * db)
  }
  return s / (GW * GH)
}

export function textureDistance(a: Signature, b: Signature): number {
  let s = 0
  for (let g = 0; g < TW * TH; g++) s += Math.abs(a.detail[g] - b.detail[g])
  return s / (TW * TH)
}

export function styleDistance(a: Signature, b: Signature): { colour: number; texture: number; total: number } {
  const colour = colourDistance(a, b)
  const texture = textureDistance(a, b)
  return { colour, texture, total: colour + texture }
}
