/**
 * Vignette: darkens (or tints) towards the corners with an elliptical falloff centred on the
 * subject. Params: amount 0.5, inner 0.45, outer 1.1 (fractions of the half-diagonal), colour "#000000".
 */
import type { LayerFunction } from "../layers/contract"
import { colour, num, smoothstep, subjectBox } from "./common"

export const vignette: LayerFunction = async (input, params, ctx) => {
  const { width: w, height: h } = input
  const amount = num(params, "amount", 0.5, 0, 1)
  const inner = num(params, "inner", 0.45, 0, 2)
  const outer = num(params, "outer", 1.1, 0.01, 3)
  const col = colour(params, "colour", "#000000")
  const b = subjectBox(ctx, w, h)
  // centre between the frame's centre and the subject's, a little above (heads are up)
  const cx = (w / 2 + b.x + b.width / 2) / 2
  const cy = (h / 2 + b.y + b.height * 0.4) / 2
  const out = new Float32Array(input.data.length)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const dx = (x - cx) / (w / 2)
      const dy = (y - cy) / (h / 2)
      const d = Math.sqrt(dx * dx + dy * dy) / Math.SQRT2
      const k = amount * smoothstep(inner, outer, d)
      const i = (y * w + x) * 3
      for (let c = 0; c < 3; c++) out[i + c] = input.data[i + c] + (col[c] * input.data[i + c] * 0.3 + col[c] * 0.7 - input.data[i + c]) * k
    }
  }
  return { width: w, height: h, data: out }
}
