/** CIELAB statistics shared by the reference analysis, the colour transfer and the face swap (conversions: ../maths/colour.ts). */
import type { Raster } from "../types"

export type Vec3 = [number, number, number]
export type LabStats = { mean: Vec3; std: Vec3 }

/** Mean and standard deviation per Lab channel, each pixel weighted (all 1 when no weights). */
export function labStats(lab: Float32Array, weight: Float32Array | null = null): LabStats {
  const n = lab.length / 3
  const s = [0, 0, 0]
  const s2 = [0, 0, 0]
  let sw = 0
  for (let i = 0; i < n; i++) {
    const w = weight ? weight[i] : 1
    if (w <= 0) continue
    sw += w
    for (let c = 0; c < 3; c++) {
      const v = lab[i * 3 + c]
      s[c] += w * v
      s2[c] += w * v * v
    }
  }
  if (sw <= 0) return { mean: [50, 0, 0], std: [1, 1, 1] }
  const mean = s.map((v) => v / sw) as Vec3
  const std = s2.map((v, c) => Math.sqrt(Math.max(0, v / sw - mean[c] * mean[c]))) as Vec3
  return { mean, std }
}

/** Area-averaged resample so the longer side is `longSide` px (never enlarges). */
export function shrinkRaster(r: Raster, longSide: number): Raster {
  const f = Math.max(r.width, r.height) / longSide
  if (f <= 1) return r
  const w = Math.max(1, Math.round(r.width / f))
  const h = Math.max(1, Math.round(r.height / f))
  const out = new Float32Array(w * h * 3)
  const sx = r.width / w
  const sy = r.height / h
  for (let y = 0; y < h; y++) {
    const y0 = Math.floor(y * sy)
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * sy))
    for (let x = 0; x < w; x++) {
      const x0 = Math.floor(x * sx)
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * sx))
      let a = 0
      let b = 0
      let c = 0
      for (let yy = y0; yy < y1; yy++)
        for (let xx = x0; xx < x1; xx++) {
          const i = (yy * r.width + xx) * 3
          a += r.data[i]
          b += r.data[i + 1]
          c += r.data[i + 2]
        }
      const k = (x1 - x0) * (y1 - y0)
      const o = (y * w + x) * 3
      out[o] = a / k
      out[o + 1] = b / k
      out[o + 2] = c / k
    }
  }
  return { width: w, height: h, data: out }
}
