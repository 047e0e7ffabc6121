/**
 * Sharp where the eyes are, painterly elsewhere (issue 22, item 3): the picture before a
 * painterly step shows through that step's result inside a soft ellipse around the face, so
 * the eyes, nose and whiskers keep the photo's detail while the strokes soften the rest.
 */
import type { LayerContext } from "../layers/contract"
import type { Raster } from "../types"
import { faceBox } from "./common"

/** How much of `before` shows at the face's middle (0..1); fades out to 1.7x the face's half-size. */
export function keepFaceDetail(before: Raster, after: Raster, amount: number, ctx: LayerContext): Raster {
  if (!(amount > 0) || before.width !== after.width || before.height !== after.height) return after
  const { width: w, height: h } = after
  const face = faceBox(ctx, w, h)
  const cx = face.x + face.width / 2
  const cy = face.y + face.height / 2
  // The eyes and muzzle lie inside the head box; its edges are fur, which strokes may take.
  const rx = Math.max(4, face.width * 0.55)
  const ry = Math.max(4, face.height * 0.55)
  const out = new Float32Array(after.data)
  const x0 = Math.max(0, Math.floor(cx - rx * 1.7))
  const x1 = Math.min(w, Math.ceil(cx + rx * 1.7))
  const y0 = Math.max(0, Math.floor(cy - ry * 1.7))
  const y1 = Math.min(h, Math.ceil(cy + ry * 1.7))
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const d = Math.hypot((x + 0.5 - cx) / rx, (y + 0.5 - cy) / ry)
      if (d >= 1.7) continue
      // Full inside the ellipse, a smooth fade to nothing at 1.7x.
      const t = d <= 1 ? 1 : 1 - (d - 1) / 0.7
      const k = amount * t * t * (3 - 2 * t)
      const i = (y * w + x) * 3
      for (let c = 0; c < 3; c++) out[i + c] = after.data[i + c] * (1 - k) + before.data[i + c] * k
    }
  }
  return { width: w, height: h, data: out }
}
