/**
 * Gradient map: each pixel's luminance (optionally stretched between its 1st and 99th
 * percentiles) picks a colour on a ramp of evenly spaced stops, mixed with the input by
 * `amount`. Black maps to the first stop and white to the last.
 * Params: stops ["#rrggbb", ...] (2 or more), amount 1, normalize false, region all|subject|background.
 */
import type { LayerFunction } from "../layers/contract"
import type { Raster } from "../types"
import { luminance } from "../maths/colour"
import { bool, colourList, num, str, subjectMask, type RGB } from "./common"

export function rampColour(stops: RGB[], t: number, out: number[]): void {
  const n = stops.length - 1
  const x = (t < 0 ? 0 : t > 1 ? 1 : t) * n
  const i = Math.min(n - 1, Math.floor(x))
  const f = x - i
  const a = stops[i]
  const b = stops[i + 1]
  out[0] = a[0] + (b[0] - a[0]) * f
  out[1] = a[1] + (b[1] - a[1]) * f
  out[2] = a[2] + (b[2] - a[2]) * f
}

export function percentiles(values: Float32Array, lo: number, hi: number): [number, number] {
  const hist = new Uint32Array(1024)
  for (let i = 0; i < values.length; i++) hist[Math.max(0, Math.min(1023, Math.round(values[i] * 1023)))]++
  const find = (q: number) => {
    let acc = 0
    const target = q * values.length
    for (let i = 0; i < 1024; i++) {
      acc += hist[i]
      if (acc >= target) return i / 1023
    }
    return 1
  }
  return [find(lo), find(hi)]
}

export function gradientMapRaster(input: Raster, stops: RGB[], amount: number, normalize: boolean, weight: Float32Array | null): Raster {
  const { width: w, height: h } = input
  const lum = luminance(input)
  let lo = 0
  let hi = 1
  if (normalize) [lo, hi] = percentiles(lum, 0.01, 0.99)
  const span = Math.max(1e-3, hi - lo)
  const out = new Float32Array(input.data.length)
  const c = [0, 0, 0]
  for (let p = 0; p < w * h; p++) {
    rampColour(stops, (lum[p] - lo) / span, c)
    const a = amount * (weight ? weight[p] : 1)
    const i = p * 3
    out[i] = input.data[i] + (c[0] - input.data[i]) * a
    out[i + 1] = input.data[i + 1] + (c[1] - input.data[i + 1]) * a
    out[i + 2] = input.data[i + 2] + (c[2] - input.data[i + 2]) * a
  }
  return { width: w, height: h, data: out }
}

export const gradientMap: LayerFunction = async (input, params, ctx) => {
  let stops = colourList(params, "stops", ["#000000", "#ffffff"])
  if (stops.length < 2) stops = [stops[0] ?? [0, 0, 0], [1, 1, 1]]
  const region = str(params, "region", ["all", "subject", "background"] as const, "all")
  let weight: Float32Array | null = null
  if (region !== "all") {
    weight = subjectMask(ctx, input.width, input.height)
    if (region === "background") for (let i = 0; i < weight.length; i++) weight[i] = 1 - weight[i]
  }
  return gradientMapRaster(input, stops, num(params, "amount", 1, 0, 1), bool(params, "normalize", false), weight)
}
