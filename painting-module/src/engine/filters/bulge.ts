/**
 * Caricature warp: the head (face box, else the top of the subject box) is magnified by a
 * smooth radial bulge and the body below it is gently pinched, so the pet gets a big head
 * on a small body. Inverse mapping with bilinear sampling; pixels outside the warp radius
 * are untouched. Params: strength 0.35 (0..0.7; 0.35 ≈ 1.5x at the centre), radius 1.5
 * (times the head's half-diagonal), pinch 0.15.
 */
import type { LayerFunction } from "../layers/contract"
import type { Raster } from "../types"
import { faceBox, num, subjectBox } from "./common"

export function sampleBilinear(r: Raster, x: number, y: number, out: Float32Array, o: number): void {
  const w = r.width
  const h = r.height
  if (x < 0) x = 0
  else if (x > w - 1) x = w - 1
  if (y < 0) y = 0
  else if (y > h - 1) y = h - 1
  const x0 = Math.floor(x)
  const y0 = Math.floor(y)
  const x1 = x0 < w - 1 ? x0 + 1 : x0
  const y1 = y0 < h - 1 ? y0 + 1 : y0
  const fx = x - x0
  const fy = y - y0
  const d = r.data
  for (let c = 0; c < 3; c++) {
    const a = d[(y0 * w + x0) * 3 + c]
    const b = d[(y0 * w + x1) * 3 + c]
    const e = d[(y1 * w + x0) * 3 + c]
    const f = d[(y1 * w + x1) * 3 + c]
    out[o + c] = (a + (b - a) * fx) * (1 - fy) + (e + (f - e) * fx) * fy
  }
}

export const bulge: LayerFunction = async (input, params, ctx) => {
  const { width: w, height: h } = input
  const strength = num(params, "strength", 0.35, 0, 0.7)
  const pinch = num(params, "pinch", 0.15, 0, 0.5)
  const face = faceBox(ctx, w, h)
  const body = subjectBox(ctx, w, h)
  const cx = face.x + face.width / 2
  const cy = face.y + face.height / 2
  const R = Math.max(8, num(params, "radius", 1.5, 0.5, 4) * 0.5 * Math.hypot(face.width, face.height))
  // the body's pinch centre: below the head, in the lower part of the subject box
  const bx = body.x + body.width / 2
  const by = Math.min(h, Math.max(cy + R * 0.8, body.y + body.height * 0.75))
  const BR = Math.max(8, Math.max(body.width, body.height) * 0.45)
  const out = new Float32Array(input.data.length)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sx = x
      let sy = y
      // head bulge: r_src = r (1 - s (1 - (r/R)^2)^2)
      let dx = sx - cx
      let dy = sy - cy
      let r = Math.sqrt(dx * dx + dy * dy)
      if (r < R) {
        const t = 1 - (r / R) * (r / R)
        const k = 1 - strength * t * t
        sx = cx + dx * k
        sy = cy + dy * k
      }
      // body pinch (sample from further out: things look smaller), away from the head
      dx = x - bx
      dy = y - by
      r = Math.sqrt(dx * dx + dy * dy)
      if (pinch > 0 && r < BR) {
        const t = 1 - (r / BR) * (r / BR)
        const k = 1 + pinch * t * t
        sx += dx * (k - 1)
        sy += dy * (k - 1)
      }
      sampleBilinear(input, sx, sy, out, (y * w + x) * 3)
    }
  }
  return { width: w, height: h, data: out }
}
