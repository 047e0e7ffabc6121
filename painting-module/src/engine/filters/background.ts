/**
 * Subject-aware background treatment. Outside the subject mask (feathered) the background is
 * darkened, blurred, desaturated or replaced by a vertical gradient of colours; inside the
 * mask the pixels stay as they are.
 * Params: mode "darken" | "replace" | "blur" | "desaturate", amount 1, feather 6 (preview px),
 * colours ["#rrggbb", ...] top to bottom (replace; darken tints towards the first), blur 12,
 * keepTexture 0..1 (replace: how much of the old background's light/dark survives),
 * spread 1 (grows (>1) or shrinks (<1) the soft mask).
 */
import type { LayerFunction } from "../layers/contract"
import { luma709, luminance } from "../maths/colour"
import { colourList, num, str, subjectMask, clamp01 } from "./common"
import { blur } from "./parallel"
import { rampColour } from "./gradient-map"

export const background: LayerFunction = async (input, params, ctx) => {
  const { width: w, height: h } = input
  const mode = str(params, "mode", ["darken", "replace", "blur", "desaturate"] as const, "darken")
  const amount = num(params, "amount", 1, 0, 1)
  const feather = num(params, "feather", 6, 0, 100) * ctx.scale
  const spread = num(params, "spread", 1, 0.2, 5)
  let mask = subjectMask(ctx, w, h)
  if (spread !== 1) for (let i = 0; i < mask.length; i++) mask[i] = clamp01(mask[i] * spread)
  if (feather > 0.5) mask = await blur(mask, w, h, 1, feather, ctx.threads)
  const src = input.data
  const out = new Float32Array(src.length)
  const colours = colourList(params, "colours", mode === "darken" ? ["#0c0a08"] : ["#f4efe6", "#e9e0d2"])
  const stops = colours.length > 1 ? colours : [colours[0], colours[0]]
  let other: Float32Array | null = null
  if (mode === "blur") other = await blur(src, w, h, 3, num(params, "blur", 12, 0.5, 200) * ctx.scale, ctx.threads)
  const keep = num(params, "keepTexture", 0, 0, 1)
  const lum = mode === "replace" && keep > 0 ? await blur(luminance(input), w, h, 1, 2 * ctx.scale, ctx.threads) : null
  const c = [0, 0, 0]
  for (let y = 0; y < h; y++) {
    rampColour(stops, h > 1 ? y / (h - 1) : 0, c)
    for (let x = 0; x < w; x++) {
      const p = y * w + x
      const i = p * 3
      const bg = (1 - mask[p]) * amount
      let r: number
      let g: number
      let b: number
      if (mode === "darken") {
        // keep a whisper of the old background's shapes, sunk into the dark tone
        const l = luma709(src[i], src[i + 1], src[i + 2])
        const k = 0.18 * l
        r = c[0] + src[i] * k
        g = c[1] + src[i + 1] * k
        b = c[2] + src[i + 2] * k
      } else if (mode === "replace") {
        r = c[0]
        g = c[1]
        b = c[2]
        if (lum) {
          const m = 1 + (lum[p] - 0.5) * keep
          r *= m
          g *= m
          b *= m
        }
      } else if (mode === "blur") {
        r = other![i]
        g = other![i + 1]
        b = other![i + 2]
      } else {
        const l = luma709(src[i], src[i + 1], src[i + 2])
        r = g = b = l
      }
      out[i] = clamp01(src[i] + (r - src[i]) * bg)
      out[i + 1] = clamp01(src[i + 1] + (g - src[i + 1]) * bg)
      out[i + 2] = clamp01(src[i + 2] + (b - src[i + 2]) * bg)
    }
  }
  return { width: w, height: h, data: out }
}
