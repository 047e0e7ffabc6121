/**
 * Film/paper grain: seeded per-pixel noise, slightly blurred at print scale so its grain size
 * stays the same in preview pixels. Params: amount 0.04, size 1 (preview px), mono true.
 */
import type { LayerFunction } from "../layers/contract"
import { bool, clamp01, num, whiteNoise } from "./common"
import { blur } from "./parallel"
import { hash32 } from "../prng"

export const grain: LayerFunction = async (input, params, ctx) => {
  const { width: w, height: h } = input
  const amount = num(params, "amount", 0.04, 0, 0.5)
  const size = num(params, "size", 1, 0.2, 10) * ctx.scale
  const mono = bool(params, "mono", true)
  const seed = hash32(ctx.seed, 0x67a1)
  const ch = mono ? 1 : 3
  let noise: Float32Array = new Float32Array(w * h * ch)
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) for (let c = 0; c < ch; c++) noise[(y * w + x) * ch + c] = whiteNoise(seed + c, x, y) - 0.5
  if (size > 1.2) {
    noise = await blur(noise, w, h, ch, size * 0.5, ctx.threads)
    // keep the amplitude after blurring
    const k = Math.sqrt(size)
    for (let i = 0; i < noise.length; i++) noise[i] *= k * 1.4
  }
  const out = new Float32Array(input.data.length)
  for (let p = 0; p < w * h; p++) {
    for (let c = 0; c < 3; c++) {
      const n = noise[p * ch + (mono ? 0 : c)]
      out[p * 3 + c] = clamp01(input.data[p * 3 + c] + n * amount * 2)
    }
  }
  return { width: w, height: h, data: out }
}
