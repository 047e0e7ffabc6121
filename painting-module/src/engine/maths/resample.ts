/** Resampling of RGB rasters shared by the filters and the reference analysis. */
import type { Raster } from "../types"

/**
 * Area-average resample to w x h (a reduction: each output pixel is the mean of the source
 * pixels its cell covers, at least one).
 */
export function areaResize(r: Raster, w: number, h: number): Raster {
  const out = new Float32Array(w * h * 3)
  const sx = r.width / w
  const sy = r.height / h
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const x0 = Math.floor(x * sx)
      const y0 = Math.floor(y * sy)
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * sx))
      const y1 = Math.max(y0 + 1, Math.floor((y + 1) * sy))
      let a = 0
      let b = 0
      let c = 0
      let n = 0
      for (let yy = y0; yy < Math.min(r.height, y1); yy++) {
        for (let xx = x0; xx < Math.min(r.width, x1); xx++) {
          const i = (yy * r.width + xx) * 3
          a += r.data[i]
          b += r.data[i + 1]
          c += r.data[i + 2]
          n++
        }
      }
      const o = (y * w + x) * 3
      out[o] = a / n
      out[o + 1] = b / n
      out[o + 2] = c / n
    }
  }
  return { width: w, height: h, data: out }
}

/** areaResize so the longer side is `longSide` px (never enlarges: the raster itself then). */
export function shrinkRaster(r: Raster, longSide: number): Raster {
  const f = Math.max(r.width, r.height) / longSide
  if (f <= 1) return r
  return areaResize(r, Math.max(1, Math.round(r.width / f)), Math.max(1, Math.round(r.height / f)))
}
