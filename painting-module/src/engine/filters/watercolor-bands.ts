/** The per-pixel parts of the watercolour filter (watercolor.ts) as banded kernels. */
import { labToRgb, luma709, rgbToLab } from "../maths/colour"
import { clamp01, whiteNoise } from "./common"

export type WashTask = {
  kind: "wash"
  width: number
  height: number
  /** The slightly blurred input. */
  src: Float32Array
  /** Out: the wash colour (RGB) and its pigment density 1 - luma. */
  dst: Float32Array
  density: Float32Array
  washK: number
  y0: number
  y1: number
}

/** Washes: soft posterisation of L*, lifted towards the paper, chroma kept (a touch more). */
export function washBand(t: WashTask): void {
  const { width: w, src, dst, density, washK, y0, y1 } = t
  const lab = new Float32Array(3)
  const rgb = [0, 0, 0]
  const levels = 6
  for (let p = y0 * w; p < y1 * w; p++) {
    rgbToLab(src[p * 3], src[p * 3 + 1], src[p * 3 + 2], lab)
    const L = lab[0] / 100
    const q = Math.round(L * levels) / levels
    const Lq = L + (q - L) * 0.9 * washK
    const Lw = 100 * (0.12 + 0.88 * Lq) * (1 - 0.15 * washK) + 15 * washK
    labToRgb(Math.min(100, Lw), lab[1] * (1 + 0.15 * washK), lab[2] * (1 + 0.15 * washK), rgb)
    dst[p * 3] = rgb[0]
    dst[p * 3 + 1] = rgb[1]
    dst[p * 3 + 2] = rgb[2]
    density[p] = 1 - luma709(rgb[0], rgb[1], rgb[2])
  }
}

export type WatercolorTask = {
  kind: "watercolor"
  width: number
  height: number
  wash: Float32Array
  density: Float32Array
  turb: Float32Array
  paperRelief: Float32Array
  d1: Float32Array
  d2: Float32Array
  coverage: Float32Array
  covBlur: Float32Array
  /** XDoG inputs for the pencil underdrawing (two blurs of the input's luma), or empty. */
  lineA: Float32Array
  lineB: Float32Array
  dst: Float32Array
  seed: number
  turbulence: number
  dispersion: number
  granulation: number
  edgeK: number
  pencil: number
  paper: number[]
  y0: number
  y1: number
}

/** Pigment density, Bousseau's C − (C − C²)(d − 1), the dissolve into the paper, pencil. */
export function watercolorBand(t: WatercolorTask): void {
  const { width: w, wash, density, turb, paperRelief, d1, d2, coverage, covBlur, lineA, lineB, dst: out, seed, paper, y0, y1 } = t
  const { turbulence, dispersion, granulation, edgeK, pencil } = t
  const lines = pencil > 0 && lineA.length > 0
  for (let y = y0; y < y1; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x
      const grainNoise = whiteNoise(seed + 17, x, y) - 0.5
      const dark = density[p]
      let d = 1
      d += turbulence * (turb[p] - 0.5) * 1.6
      d += dispersion * grainNoise * 2
      d += granulation * (paperRelief[p] - 0.5) * 2.2 * (0.3 + dark)
      d += edgeK * Math.max(0, d1[p] - d2[p]) * 2.4
      d += edgeK * 0.6 * Math.max(0, covBlur[p] - coverage[p]) * 2
      const cov = coverage[p]
      for (let c = 0; c < 3; c++) {
        let C = wash[p * 3 + c]
        C = C - (C - C * C) * (d - 1)
        // transparent pigment on paper: multiply with the paper tone
        const onPaper = clamp01(C) * paper[c]
        out[p * 3 + c] = paper[c] + (onPaper - paper[c]) * cov
      }
      // pencil underdrawing (XDoG), visible where the paint is thin
      if (lines) {
        const e = lineA[p] - 0.985 * lineB[p]
        const line = e >= 0.004 ? 0 : Math.min(1, -Math.tanh(90 * (e - 0.004)))
        const a = line * pencil * (0.35 + 0.65 * (1 - cov * 0.7))
        for (let c = 0; c < 3; c++) out[p * 3 + c] = out[p * 3 + c] * (1 - a) + 0.28 * a
      }
    }
  }
}
