/**
 * Colour transfer in CIELAB (Reinhard et al. 2001, "Color transfer between images"): each
 * channel's mean and spread moved to the reference's, optionally followed by a soft pull of
 * every pixel towards its nearest palette colour so the reference's hues, not just its
 * averages, come through.
 *
 * Layer function `colorTransfer`, params:
 *   mean [L, a, b], std [L, a, b]  the reference's Lab statistics (analyseReference)
 *   amount 1                        0..1 how far to move (0 = unchanged)
 *   passes 2                        a full transfer is repeated to make up for gamut clipping
 *   palette ["#rrggbb" | {colour}]  optional; paletteAmount 0.25 (0..1) how far towards it
 */
import { clamp01, labToRgb, num } from "../filters/common"
import type { LayerFunction } from "../layers/contract"
import type { Raster } from "../types"
import { labStats, rasterToLab, type LabStats, type Vec3 } from "./lab"
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
   * Passes (default 2 when the input's own stats are used): colours pushed out of the sRGB
   * gamut are clipped, which shifts the result's statistics; a second pass corrects that.
   */
  passes?: number
}

// A flat input (a grey wall) must not have its noise blown up into the reference's contrast.
const MAX_RATIO = 5

export function transferColour(input: Raster, o: ColorTransferOptions): Raster {
  // A partial transfer stops half way on purpose: no correction pass.
  const full = !o.source && (o.amount ?? 1) >= 1
  const passes = full ? Math.max(1, Math.min(4, Math.round(o.passes ?? 2))) : 1
  let out = transferOnce(input, o)
  // Later passes only correct the clipping: the palette pull was done in the first.
  for (let p = 1; p < passes; p++) out = transferOnce(out, { ...o, palette: [] })
  return out
}

function transferOnce(input: Raster, o: ColorTransferOptions): Raster {
  const n = input.width * input.height
  const lab = rasterToLab(input)
  const src = o.source ?? labStats(lab)
  const amount = o.amount ?? 1
  const pal = o.palette ?? []
  const pullAmount = pal.length ? (o.paletteAmount ?? 0.25) : 0
  const ratio = [0, 1, 2].map((c) => Math.min(MAX_RATIO, Math.max(1 / MAX_RATIO, o.target.std[c] / Math.max(1e-3, src.std[c]))))
  const out = new Float32Array(n * 3)
  const rgb = [0, 0, 0]
  for (let i = 0; i < n; i++) {
    const wgt = o.weight ? o.weight[i] : 1
    const k = amount * wgt
    let L = lab[i * 3]
    let a = lab[i * 3 + 1]
    let b = lab[i * 3 + 2]
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
      const t = pullAmount * wgt
      L += t * 0.5 * (best[0] - L)
      a += t * (best[1] - a)
      b += t * (best[2] - b)
    }
    labToRgb(Math.min(100, Math.max(0, L)), a, b, rgb)
    out[i * 3] = clamp01(rgb[0])
    out[i * 3 + 1] = clamp01(rgb[1])
    out[i * 3 + 2] = clamp01(rgb[2])
  }
  return { width: input.width, height: input.height, data: out }
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
    passes: num(params, "passes", 2, 1, 4),
  })
}
