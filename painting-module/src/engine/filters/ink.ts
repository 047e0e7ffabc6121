/**
 * Ink lines: extended difference of Gaussians (XDoG, Winnemöller 2012) of the luminance,
 * thresholded softly into dark lines, then multiplied onto the image in the ink colour.
 * Params: sigma 1.2 (preview px), k 1.6, tau 0.98, epsilon 0.01, phi 60 (edge sharpness),
 * opacity 0.9, colour "#1a1410", region all|subject|background.
 */
import type { LayerFunction } from "../layers/contract"
import type { Raster } from "../types"
import { gaussBlur } from "../maths/blur"
import { luminance } from "../maths/colour"
import { colour, num, str, subjectMask } from "./common"
import { blur } from "./parallel"

/** Line darkness per pixel, 0 (paper) .. 1 (ink). */
export function xdogLines(input: Raster, sigma: number, k: number, tau: number, epsilon: number, phi: number): Float32Array {
  const { width: w, height: h } = input
  const lum = luminance(input)
  const a = gaussBlur(lum, w, h, 1, sigma)
  const b = gaussBlur(lum, w, h, 1, sigma * k)
  const out = new Float32Array(w * h)
  for (let i = 0; i < out.length; i++) {
    const d = a[i] - tau * b[i]
    // 1 + tanh(phi (d - eps)) below epsilon: soft ink
    out[i] = d >= epsilon ? 0 : Math.min(1, -Math.tanh(phi * (d - epsilon)))
  }
  return out
}

/** xdogLines with the blurs banded over `threads`. */
export async function xdogLinesAsync(
  input: Raster,
  sigma: number,
  k: number,
  tau: number,
  epsilon: number,
  phi: number,
  threads: number
): Promise<Float32Array> {
  const { width: w, height: h } = input
  const lum = luminance(input)
  const [a, b] = await Promise.all([blur(lum, w, h, 1, sigma, threads), blur(lum, w, h, 1, sigma * k, threads)])
  const out = new Float32Array(w * h)
  for (let i = 0; i < out.length; i++) {
    const d = a[i] - tau * b[i]
    out[i] = d >= epsilon ? 0 : Math.min(1, -Math.tanh(phi * (d - epsilon)))
  }
  return out
}

export const ink: LayerFunction = async (input, params, ctx) => {
  const { width: w, height: h } = input
  const sigma = num(params, "sigma", 1.2, 0.3, 20) * ctx.scale
  const lines = await xdogLinesAsync(
    input,
    sigma,
    num(params, "k", 1.6, 1.05, 5),
    num(params, "tau", 0.98, 0.5, 1.2),
    num(params, "epsilon", 0.01, -0.5, 0.5),
    num(params, "phi", 60, 1, 500),
    ctx.threads
  )
  const opacity = num(params, "opacity", 0.9, 0, 1)
  const ink = colour(params, "colour", "#1a1410")
  const region = str(params, "region", ["all", "subject", "background"] as const, "all")
  const mask = region === "all" ? null : subjectMask(ctx, w, h)
  // a touch of blur at print scale keeps the lines smooth
  const soft = ctx.scale > 1.5 ? await blur(lines, w, h, 1, 0.4 * ctx.scale, ctx.threads) : lines
  const out = new Float32Array(input.data.length)
  for (let p = 0; p < w * h; p++) {
    const m = mask ? (region === "subject" ? mask[p] : 1 - mask[p]) : 1
    const a = soft[p] * opacity * m
    for (let c = 0; c < 3; c++) out[p * 3 + c] = input.data[p * 3 + c] * (1 - a) + ink[c] * a
  }
  return { width: w, height: h, data: out }
}
