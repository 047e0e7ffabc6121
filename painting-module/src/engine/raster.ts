import type { Raster } from "./types"

/** Uint8 RGB or RGBA pixels (e.g. sharp's raw output) to a Raster; alpha is dropped. */
export function rasterFromRgb(data: Uint8Array | Buffer, width: number, height: number, channels: 3 | 4): Raster {
  const n = width * height
  if (data.length < n * channels) {
    throw new RangeError(`rasterFromRgb: expected ${n * channels} bytes for ${width}x${height}x${channels}, got ${data.length}`)
  }
  const out = new Float32Array(n * 3)
  for (let i = 0, j = 0; i < n; i++, j += channels) {
    out[i * 3] = data[j] / 255
    out[i * 3 + 1] = data[j + 1] / 255
    out[i * 3 + 2] = data[j + 2] / 255
  }
  return { width, height, data: out }
}

/** A Raster to Uint8 RGB (3 channels), clamped and rounded. */
export function rasterToRgb(raster: Raster): Buffer {
  const src = raster.data
  const out = Buffer.allocUnsafe(raster.width * raster.height * 3)
  for (let i = 0; i < out.length; i++) {
    const v = Math.round(src[i] * 255)
    out[i] = v < 0 ? 0 : v > 255 ? 255 : v
  }
  return out
}
