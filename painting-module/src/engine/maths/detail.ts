import type { Raster } from "../types"

/**
 * Mean absolute Laplacian of the Rec. 601 luma (0..1 values): how much fine detail a picture
 * has. A print painted at its size must have clearly more of it than the preview enlarged
 * (issue 23); one row of luma at a time, so a 3600x5400 print costs three rows of memory.
 */
export function fineDetail(r: Raster | { width: number; height: number; data: Uint8Array }): number {
  const { width: w, height: h, data } = r
  // 8-bit pixels (a print file's) count on the same 0..1 scale as a raster's floats.
  const unit = data instanceof Uint8Array ? 1 / 255 : 1
  if (w < 3 || h < 3) return 0
  const luma = (y: number, out: Float32Array): Float32Array => {
    for (let x = 0, i = y * w * 3; x < w; x++, i += 3) out[x] = (0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2]) * unit
    return out
  }
  let above: Float32Array = luma(0, new Float32Array(w))
  let row: Float32Array = luma(1, new Float32Array(w))
  let below: Float32Array = new Float32Array(w)
  let sum = 0
  for (let y = 1; y < h - 1; y++) {
    below = luma(y + 1, below)
    for (let x = 1; x < w - 1; x++) sum += Math.abs(4 * row[x] - row[x - 1] - row[x + 1] - above[x] - below[x])
    ;[above, row, below] = [row, below, above]
  }
  return sum / ((w - 2) * (h - 2))
}
