/**
 * Colour adjustments, per pixel: brightness, contrast (around mid grey), gamma, saturation,
 * hue rotation, warmth (a warm/cool balance shift) and a colour glaze (multiply-like tint).
 * Params: brightness 0, contrast 1, gamma 1, saturation 1, hue 0 (degrees), warmth 0 (-1..1),
 * glaze "#rrggbb" with glazeAmount 0..1, region "all" | "subject" | "background".
 */
import type { LayerFunction } from "../layers/contract"
import { hslToRgb, luma709, rgbToHsl } from "../maths/colour"
import { clamp01, colour, num, str, subjectMask } from "./common"

export const adjust: LayerFunction = async (input, params, ctx) => {
  const { width: w, height: h } = input
  const brightness = num(params, "brightness", 0, -1, 1)
  const contrast = num(params, "contrast", 1, 0, 4)
  const gamma = num(params, "gamma", 1, 0.1, 5)
  const saturation = num(params, "saturation", 1, 0, 4)
  const hue = num(params, "hue", 0, -360, 360) / 360
  const warmth = num(params, "warmth", 0, -1, 1)
  const glaze = colour(params, "glaze", "#ffffff")
  const glazeAmount = num(params, "glazeAmount", 0, 0, 1)
  const region = str(params, "region", ["all", "subject", "background"] as const, "all")
  const mask = region === "all" ? null : subjectMask(ctx, w, h)
  const src = input.data
  const out = new Float32Array(src.length)
  const invGamma = 1 / gamma
  for (let p = 0; p < w * h; p++) {
    const i = p * 3
    let r = src[i]
    let g = src[i + 1]
    let b = src[i + 2]
    const r0 = r
    const g0 = g
    const b0 = b
    if (hue !== 0 || saturation !== 1) {
      const hsl = rgbToHsl(r, g, b)
      // saturation in a perceptual-ish way: scale chroma around the luma
      if (hue !== 0) {
        const c = hslToRgb(hsl[0] + hue, hsl[1], hsl[2])
        r = c[0]
        g = c[1]
        b = c[2]
      }
      if (saturation !== 1) {
        const l = luma709(r, g, b)
        r = l + (r - l) * saturation
        g = l + (g - l) * saturation
        b = l + (b - l) * saturation
      }
    }
    if (warmth !== 0) {
      r += 0.08 * warmth
      g += 0.02 * warmth
      b -= 0.08 * warmth
    }
    r = (r - 0.5) * contrast + 0.5 + brightness
    g = (g - 0.5) * contrast + 0.5 + brightness
    b = (b - 0.5) * contrast + 0.5 + brightness
    if (gamma !== 1) {
      r = Math.pow(clamp01(r), invGamma)
      g = Math.pow(clamp01(g), invGamma)
      b = Math.pow(clamp01(b), invGamma)
    }
    if (glazeAmount > 0) {
      r = r * (1 - glazeAmount + glazeAmount * glaze[0])
      g = g * (1 - glazeAmount + glazeAmount * glaze[1])
      b = b * (1 - glazeAmount + glazeAmount * glaze[2])
    }
    const m = mask ? (region === "subject" ? mask[p] : 1 - mask[p]) : 1
    out[i] = clamp01(r0 + (r - r0) * m)
    out[i + 1] = clamp01(g0 + (g - g0) * m)
    out[i + 2] = clamp01(b0 + (b - b0) * m)
  }
  return { width: w, height: h, data: out }
}
