/**
 * Glow and bloom: the parts brighter than `threshold` (soft knee), blurred at two scales and
 * added back with a screen blend, optionally tinted. Params: threshold 0.6, sigma 8 (preview
 * px), strength 0.6, tint "#ffffff", region all|subject|background.
 */
import type { LayerFunction } from "../layers/contract"
import { luma709 } from "../maths/colour"
import { colour, num, smoothstep, str, subjectMask } from "./common"
import { blur } from "./parallel"

export const glow: LayerFunction = async (input, params, ctx) => {
  const { width: w, height: h } = input
  const threshold = num(params, "threshold", 0.6, 0, 1)
  const sigma = num(params, "sigma", 8, 0.5, 200) * ctx.scale
  const strength = num(params, "strength", 0.6, 0, 4)
  const tint = colour(params, "tint", "#ffffff")
  const region = str(params, "region", ["all", "subject", "background"] as const, "all")
  const src = input.data
  const bright = new Float32Array(src.length)
  for (let p = 0; p < w * h; p++) {
    const i = p * 3
    const l = luma709(src[i], src[i + 1], src[i + 2])
    const k = smoothstep(threshold - 0.1, threshold + 0.15, l)
    bright[i] = src[i] * k * tint[0]
    bright[i + 1] = src[i + 1] * k * tint[1]
    bright[i + 2] = src[i + 2] * k * tint[2]
  }
  const [near, far] = await Promise.all([blur(bright, w, h, 3, sigma * 0.35, ctx.threads), blur(bright, w, h, 3, sigma, ctx.threads)])
  const mask = region === "all" ? null : subjectMask(ctx, w, h)
  const out = new Float32Array(src.length)
  for (let p = 0; p < w * h; p++) {
    const m = mask ? (region === "subject" ? mask[p] : 1 - mask[p]) : 1
    for (let c = 0; c < 3; c++) {
      const i = p * 3 + c
      const add = Math.min(1, (0.5 * near[i] + far[i]) * strength * m)
      out[i] = 1 - (1 - src[i]) * (1 - add)
    }
  }
  return { width: w, height: h, data: out }
}
