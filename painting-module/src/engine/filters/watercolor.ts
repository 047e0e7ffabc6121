/**
 * Watercolour (after Bousseau et al., "Interactive watercolor rendering with temporal
 * coherence and abstraction", 2006, and Curtis et al. 1997 for the effects' vocabulary).
 * Input: an abstracted image (e.g. Kuwahara). Steps:
 *  1. washes: the colours are flattened a little more (soft posterisation of L*) and lifted
 *     towards the paper, like transparent layers of pigment;
 *  2. pigment density d per pixel = 1 + turbulence (low-frequency noise: uneven washes) +
 *     dispersion (fine noise) + granulation (paper tooth, stronger in dark pigment) + edge
 *     darkening / wet edges (pigment pools at the border of each wash: a difference of
 *     blurred densities); the colour is then modified as in Bousseau: C' = C - (C - C²)(d - 1);
 *  3. the wash dissolves into bare paper away from the subject, along a noisy, wet edge
 *     with a darker rim (a backrun), so the pet sits in a loose vignette of paint;
 *  4. paper: a warm off-white with a cold-pressed relief.
 * Params: wash 0.7, turbulence 0.25, dispersion 0.08, granulation 0.35, edgeDarkening 1.2,
 * paper "#f8f4ea", fade 1 (background dissolve), pencil 0.25 (graphite underdrawing).
 */
import type { LayerFunction } from "../layers/contract"
import { clamp01, colour, featherMask, gaussBlur, labToRgb, luminance, noiseField, num, rgbToLab, smoothstep, subjectMask, whiteNoise } from "./common"
import { xdogLines } from "./ink"
import { hash32 } from "../prng"

export const watercolor: LayerFunction = async (input, params, ctx) => {
  const { width: w, height: h } = input
  const s = ctx.scale
  const n = w * h
  const seed = hash32(ctx.seed, 0x3a7e)
  const washK = num(params, "wash", 0.7, 0, 1)
  const turbulence = num(params, "turbulence", 0.25, 0, 1)
  const dispersion = num(params, "dispersion", 0.08, 0, 0.5)
  const granulation = num(params, "granulation", 0.35, 0, 1)
  const edgeK = num(params, "edgeDarkening", 1.2, 0, 5)
  const paper = colour(params, "paper", "#f8f4ea")
  const fadeK = num(params, "fade", 1, 0, 1)
  const pencil = num(params, "pencil", 0.25, 0, 1)

  // 1. washes: soft posterisation of lightness, lifted towards the paper, chroma kept
  const lab = new Float32Array(3)
  const rgb = [0, 0, 0]
  const wash = new Float32Array(n * 3)
  const levels = 6
  const soft = gaussBlur(input.data, w, h, 3, 1.5 * s)
  for (let p = 0; p < n; p++) {
    rgbToLab(soft[p * 3], soft[p * 3 + 1], soft[p * 3 + 2], lab)
    const L = lab[0] / 100
    const q = Math.round(L * levels) / levels
    // soft step: blend toward the level
    const Lq = L + (q - L) * 0.9 * washK
    const Lw = 100 * (0.12 + 0.88 * Lq) * (1 - 0.15 * washK) + 15 * washK
    labToRgb(Math.min(100, Lw), lab[1] * (1 + 0.15 * washK), lab[2] * (1 + 0.15 * washK), rgb)
    wash[p * 3] = rgb[0]
    wash[p * 3 + 1] = rgb[1]
    wash[p * 3 + 2] = rgb[2]
  }
  // 2. density
  const turb = noiseField(seed, w, h, 90 * s, 4, 0.55)
  const paperRelief = noiseField(seed + 5, w, h, 9 * s, 3, 0.6)
  const lum = luminance({ width: w, height: h, data: wash })
  // wet edges: pigment pools along the boundaries of washes (a DoG of the wash density)
  const density = new Float32Array(n)
  for (let p = 0; p < n; p++) density[p] = 1 - lum[p]
  const d1 = gaussBlur(density, w, h, 1, 1.2 * s)
  const d2 = gaussBlur(density, w, h, 1, 4 * s)
  // the wash and its dissolve into the paper
  let mask = subjectMask(ctx, w, h)
  mask = featherMask(mask, w, h, 10 * s)
  const fadeNoise = noiseField(seed + 11, w, h, 70 * s, 4, 0.6)
  const coverage = new Float32Array(n)
  for (let p = 0; p < n; p++) {
    // the wash reaches a little beyond the subject, with a ragged wet edge
    const v = mask[p] * 1.25 + (fadeNoise[p] - 0.5) * 0.9 - 0.25
    coverage[p] = fadeK > 0 ? 1 - fadeK + fadeK * smoothstep(0.15, 0.32, v) : 1
  }
  // backrun rim: where coverage falls off, pigment collects
  const covBlur = gaussBlur(coverage, w, h, 1, 2.5 * s)
  const lines = pencil > 0 ? xdogLines(input, 0.9 * s, 1.6, 0.985, 0.004, 90) : null
  const out = new Float32Array(n * 3)
  for (let y = 0; y < h; y++) {
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
      // pencil underdrawing, visible where the paint is thin
      if (lines) {
        const a = lines[p] * pencil * (0.35 + 0.65 * (1 - cov * 0.7))
        for (let c = 0; c < 3; c++) out[p * 3 + c] = out[p * 3 + c] * (1 - a) + 0.28 * a
      }
    }
  }
  return { width: w, height: h, data: out }
}
