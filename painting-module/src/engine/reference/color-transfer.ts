/**
 * Colour transfer in CIELAB (Reinhard et al. 2001, "Color transfer between images"): each
 * channel's mean and spread moved to the reference's, optionally followed by a soft pull of
 * every pixel towards its nearest palette colour so the reference's hues, not just its
 * averages, come through.
 *
 * Layer function `colorTransfer`, params:
 *   mean [L, a, b], std [L, a, b]  the reference's Lab statistics (analyseReference)
 *   amount 1                        0..1 how far to move (0 = unchanged)
 *   passes 3                        a full transfer is repeated to make up for gamut clipping
 *   palette ["#rrggbb" | {colour}]  optional; paletteAmount 0.25 (0..1) how far towards it
 */
import { labToRgb, rasterToLab, rgbToLab } from "../maths/colour"
import { clamp01, num } from "../filters/common"
import type { LayerFunction } from "../layers/contract"
import type { Raster } from "../types"
import { labStats, type LabStats, type Vec3 } from "./lab"
import { paletteLab } from "./analyse"

export type ColorTransferOptions = {
  target: LabStats
  amount?: number
  palette?: Vec3[]
  paletteAmount?: number
  /** Per-pixel 0..1 strength (null: everywhere). */
  weight?: Float32Array | null
  /** Stats of the input to transfer from (default: the whole input's). */
  source?: LabStats
  /**
   * Passes (default 3 when the input's own stats are used): colours pushed out of the sRGB
   * gamut are clipped, which shifts the result's statistics; later passes correct that.
   */
  passes?: number
}

// A flat input (a grey wall) must not have its noise blown up into the reference's contrast.
const MAX_RATIO = 5

export function transferColour(input: Raster, o: ColorTransferOptions): Raster {
  const n = input.width * input.height
  const sample = subsample(input)
  const src = o.source ?? labStats(rasterToLab(sample))
  // A partial transfer stops half way on purpose: no correction pass.
  const full = !o.source && (o.amount ?? 1) >= 1
  const passes = full ? Math.max(1, Math.min(4, Math.round(o.passes ?? 3))) : 1
  const steps: ((rgb: number[]) => void)[] = [transferFn(src, o)]
  let current = sample
  for (let p = 1; p < passes; p++) {
    // Later passes only correct the clipping: the palette pull was done in the first.
    current = applyFns(current, steps.slice(-1))
    steps.push(transferFn(labStats(rasterToLab(current)), { ...o, palette: [] }))
  }
  // The whole chain is a smooth function of the pixel's colour: evaluated on a 33³ grid and
  // interpolated (trilinear), it costs the same per pixel at any size (print files are ~20 MP).
  const lut = buildLut((rgb) => steps.forEach((f) => f(rgb)))
  const out = new Float32Array(n * 3)
  const rgb = [0, 0, 0]
  for (let i = 0; i < n; i++) {
    lookup(lut, input.data[i * 3], input.data[i * 3 + 1], input.data[i * 3 + 2], rgb)
    const w = o.weight ? o.weight[i] : 1
    for (let c = 0; c < 3; c++) out[i * 3 + c] = input.data[i * 3 + c] + w * (rgb[c] - input.data[i * 3 + c])
  }
  return { width: input.width, height: input.height, data: out }
}

/** At most about 60k pixels on a fixed stride: enough for the statistics, deterministic. */
function subsample(r: Raster): Raster {
  const n = r.width * r.height
  const stride = Math.max(1, Math.floor(n / 60_000))
  if (stride === 1) return r
  const m = Math.floor(n / stride)
  const data = new Float32Array(m * 3)
  for (let i = 0; i < m; i++) for (let c = 0; c < 3; c++) data[i * 3 + c] = r.data[i * stride * 3 + c]
  return { width: m, height: 1, data }
}

function applyFns(r: Raster, fns: ((rgb: number[]) => void)[]): Raster {
  const n = r.width * r.height
  const data = new Float32Array(n * 3)
  const rgb = [0, 0, 0]
  for (let i = 0; i < n; i++) {
    rgb[0] = r.data[i * 3]
    rgb[1] = r.data[i * 3 + 1]
    rgb[2] = r.data[i * 3 + 2]
    for (const f of fns) f(rgb)
    data[i * 3] = rgb[0]
    data[i * 3 + 1] = rgb[1]
    data[i * 3 + 2] = rgb[2]
  }
  return { width: r.width, height: r.height, data }
}

/** One pass of the transfer as a function of an RGB colour (in place, 0..1). */
function transferFn(src: LabStats, o: ColorTransferOptions): (rgb: number[]) => void {
  const k = o.amount ?? 1
  const pal = o.palette ?? []
  const pullAmount = pal.length ? (o.paletteAmount ?? 0.25) : 0
  const ratio = [0, 1, 2].map((c) => Math.min(MAX_RATIO, Math.max(1 / MAX_RATIO, o.target.std[c] / Math.max(1e-3, src.std[c]))))
  const lab = [0, 0, 0]
  return (rgb) => {
    rgbToLab(rgb[0], rgb[1], rgb[2], lab)
    let [L, a, b] = lab
    L += k * ((L - src.mean[0]) * ratio[0] + o.target.mean[0] - L)
    a += k * ((a - src.mean[1]) * ratio[1] + o.target.mean[1] - a)
    b += k * ((b - src.mean[2]) * ratio[2] + o.target.mean[2] - b)
    if (pullAmount > 0) {
      let best = pal[0]
      let bd = Infinity
      for (const p of pal) {
        // Nearest by hue and chroma mostly: lightness keeps the form.
        const d = 0.25 * (L - p[0]) ** 2 + (a - p[1]) ** 2 + (b - p[2]) ** 2
        if (d < bd) {
          bd = d
          best = p
        }
      }
      L += pullAmount * 0.5 * (best[0] - L)
      a += pullAmount * (best[1] - a)
      b += pullAmount * (best[2] - b)
    }
    labToRgb(Math.min(100, Math.max(0, L)), a, b, rgb)
    rgb[0] = clamp01(rgb[0])
    rgb[1] = clamp01(rgb[1])
    rgb[2] = clamp01(rgb[2])
  }
}

const LUT_SIZE = 33

function buildLut(f: (rgb: number[]) => void): Float32Array {
  const N = LUT_SIZE
  const lut = new Float32Array(N * N * N * 3)
  const rgb = [0, 0, 0]
  for (let r = 0; r < N; r++)
    for (let g = 0; g < N; g++)
      for (let b = 0; b < N; b++) {
        rgb[0] = r / (N - 1)
        rgb[1] = g / (N - 1)
        rgb[2] = b / (N - 1)
        f(rgb)
        const o = ((r * N + g) * N + b) * 3
        lut[o] = rgb[0]
        lut[o + 1] = rgb[1]
        lut[o + 2] = rgb[2]
      }
  return lut
}

function lookup(lut: Float32Array, r: number, g: number, b: number, out: number[]): void {
  const s = LUT_SIZE - 1
  const fr = (r < 0 ? 0 : r > 1 ? 1 : r) * s
  const fg = (g < 0 ? 0 : g > 1 ? 1 : g) * s
  const fb = (b < 0 ? 0 : b > 1 ? 1 : b) * s
  const r0 = fr >= s ? s - 1 : Math.floor(fr)
  const g0 = fg >= s ? s - 1 : Math.floor(fg)
  const b0 = fb >= s ? s - 1 : Math.floor(fb)
  const dr = fr - r0
  const dg = fg - g0
  const db = fb - b0
  // Offsets of the cell's 8 corners (r, g, b strides in the flat table).
  const SR = LUT_SIZE * LUT_SIZE * 3
  const SG = LUT_SIZE * 3
  const o000 = r0 * SR + g0 * SG + b0 * 3
  const o001 = o000 + 3
  const o010 = o000 + SG
  const o011 = o010 + 3
  const o100 = o000 + SR
  const o101 = o100 + 3
  const o110 = o100 + SG
  const o111 = o110 + 3
  for (let c = 0; c < 3; c++) {
    const c00 = lut[o000 + c] + (lut[o001 + c] - lut[o000 + c]) * db
    const c01 = lut[o010 + c] + (lut[o011 + c] - lut[o010 + c]) * db
    const c10 = lut[o100 + c] + (lut[o101 + c] - lut[o100 + c]) * db
    const c11 = lut[o110 + c] + (lut[o111 + c] - lut[o110 + c]) * db
    const c0 = c00 + (c01 - c00) * dg
    const c1 = c10 + (c11 - c10) * dg
    out[c] = c0 + (c1 - c0) * dr
  }
}

const vec3 = (v: unknown, fallback: Vec3): Vec3 =>
  Array.isArray(v) && v.length === 3 && v.every((x) => typeof x === "number" && Number.isFinite(x)) ? (v as Vec3) : fallback

export const colorTransfer: LayerFunction = async (input, params) => {
  const target: LabStats = { mean: vec3(params.mean, [50, 0, 0]), std: vec3(params.std, [20, 10, 10]) }
  return transferColour(input, {
    target,
    amount: num(params, "amount", 1, 0, 1),
    palette: paletteLab(params.palette),
    paletteAmount: num(params, "paletteAmount", 0.25, 0, 1),
    passes: num(params, "passes", 3, 1, 4),
  })
}
