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
import { luminance } from "../maths/colour"
import { colour, num, smoothstep, subjectMask } from "./common"
import { alloc, blur, noise, runBands } from "./parallel"
import { hash32 } from "../prng"

export const watercolor: LayerFunction = async (input, params, ctx) => {
  const { width: w, height: h } = input
  const s = ctx.scale
  const T = ctx.threads
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
  const soft = await blur(input.data, w, h, 3, 1.5 * s, T)
  const wash = alloc(n * 3, T)
  const density = alloc(n, T)
  await runBands(T, h, { kind: "wash", width: w, height: h, src: soft, dst: wash, density, washK })
  // 2. density: uneven washes, paper tooth; wet edges where pigment pools along the
  // boundaries of washes (a DoG of the wash density)
  const [turb, paperRelief, fadeNoise, d1, d2] = await Promise.all([
    noise(seed, w, h, 90 * s, 4, 0.55, T),
    noise(seed + 5, w, h, 9 * s, 3, 0.6, T),
    noise(seed + 11, w, h, 70 * s, 4, 0.6, T),
    blur(density, w, h, 1, 1.2 * s, T),
    blur(density, w, h, 1, 4 * s, T),
  ])
  // 3. the wash and its dissolve into the paper
  const mask = await blur(subjectMask(ctx, w, h), w, h, 1, 10 * s, T)
  const coverage = alloc(n, T)
  for (let p = 0; p < n; p++) {
    // the wash reaches a little beyond the subject, with a ragged wet edge
    const v = mask[p] * 1.25 + (fadeNoise[p] - 0.5) * 0.9 - 0.25
    coverage[p] = fadeK > 0 ? 1 - fadeK + fadeK * smoothstep(0.15, 0.32, v) : 1
  }
  // backrun rim: where coverage falls off, pigment collects
  const covBlur = await blur(coverage, w, h, 1, 2.5 * s, T)
  // pencil underdrawing: XDoG of the input's luma (sigma 0.9, k 1.6)
  let lineA: Float32Array = new Float32Array(0)
  let lineB: Float32Array = new Float32Array(0)
  if (pencil > 0) {
    const lum = luminance(input)
    ;[lineA, lineB] = await Promise.all([blur(lum, w, h, 1, 0.9 * s, T), blur(lum, w, h, 1, 0.9 * s * 1.6, T)])
  }
  const out = alloc(n * 3, T)
  await runBands(T, h, {
    kind: "watercolor",
    width: w,
    height: h,
    wash,
    density,
    turb,
    paperRelief,
    d1,
    d2,
    coverage,
    covBlur,
    lineA,
    lineB,
    dst: out,
    seed,
    turbulence,
    dispersion,
    granulation,
    edgeK,
    pencil,
    paper: [paper[0], paper[1], paper[2]],
  })
  return { width: w, height: h, data: out }
}
