/**
 * Surreal dreamscape and melting.
 *
 * `dreamscape`: replaces the background with an impossible sky (a ramp of unexpected
 * colours, soft cloud banks from fractal noise, a pale low sun) over a flat desert floor
 * reaching to a low horizon, and casts the subject's long shadow across the floor.
 * Params: sky [...top to horizon], floor [near, far], horizon 0.72, shadow 0.45, feather 5.
 *
 * `melt`: a dream-logic warp: the image drips downwards in noise-driven runnels and sways
 * sideways; strongest outside the subject (the subject itself only ripples slightly).
 * Params: amount 14 (preview px), subject 0.15 (fraction applied on the subject), period 60.
 */
import type { LayerFunction } from "../layers/contract"
import { clamp01, colourList, noiseField, num, smoothstep, subjectMask, subjectBox } from "./common"
import { blur, noise } from "./parallel"
import { rampColour } from "./gradient-map"
import { sampleBilinear } from "./bulge"
import { hash32 } from "../prng"

export const dreamscape: LayerFunction = async (input, params, ctx) => {
  const { width: w, height: h } = input
  const s = ctx.scale
  const sky = colourList(params, "sky", ["#1d3b6e", "#3f7f9a", "#9fd1c7", "#f7d9b0", "#f49b7a"])
  const floor = colourList(params, "floor", ["#6b3a2e", "#d9a066"])
  const horizon = num(params, "horizon", 0.72, 0.3, 0.95) * h
  const shadowK = num(params, "shadow", 0.45, 0, 1)
  const feather = num(params, "feather", 5, 0, 60) * s
  const seed = hash32(ctx.seed, 0x5e7a)
  let mask = subjectMask(ctx, w, h)
  if (feather > 0.5) mask = await blur(mask, w, h, 1, feather, ctx.threads)
  const clouds = await noise(seed, w, h, 150 * s, 5, 0.55, ctx.threads)
  const streaks = noiseField(seed + 3, w, 1, 40 * s, 3, 0.5)
  const box = subjectBox(ctx, w, h)
  const sunX = box.x + box.width * (hashUnitLocal(seed) > 0.5 ? 0.85 : 0.15)
  const sunY = horizon - 0.18 * h
  const out = new Float32Array(input.data.length)
  const c = [0, 0, 0]
  const fl = [0, 0, 0]
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x
      if (y < horizon) {
        const t = y / horizon
        // clouds bend the ramp: bands of colour that shouldn't be there
        rampColour(sky, Math.min(1, Math.max(0, t + (clouds[p] - 0.5) * 0.5)), c)
        const bank = smoothstep(0.55, 0.8, clouds[p]) * (1 - t * 0.5)
        for (let k = 0; k < 3; k++) c[k] = c[k] + (0.98 - c[k]) * bank * 0.55
        const d = Math.hypot(x - sunX, y - sunY) / (0.07 * w)
        const sun = 1 - smoothstep(0.9, 1.05, d)
        const halo = Math.exp(-d * 0.4) * 0.25
        c[0] += (1 - c[0]) * (sun * 0.9 + halo)
        c[1] += (0.95 - c[1]) * (sun * 0.9 + halo * 0.8)
        c[2] += (0.85 - c[2]) * (sun * 0.9 + halo * 0.5)
      } else {
        const z = (y - horizon) / (h - horizon)
        rampColour(floor, 1 - z, c)
        // long furrows running to the horizon
        const f = streaks[Math.max(0, Math.min(w - 1, Math.round(w / 2 + (x - w / 2) / (0.15 + z))))]
        const m = 0.9 + 0.2 * f
        c[0] *= m
        c[1] *= m
        c[2] *= m
        // the subject's long shadow, cast away from the sun
        if (shadowK > 0) {
          const sx = x + (x > sunX ? -1 : 1) * (y - horizon) * 0.0 + (sunX < w / 2 ? -1 : 1) * (y - horizon) * 0.9
          const sy = horizon - (y - horizon) * 0.25 + (box.y + box.height - horizon) * 0.4
          if (sx >= 0 && sx < w && sy >= 0 && sy < h) {
            const sm = mask[Math.floor(sy) * w + Math.floor(sx)] * shadowK
            fl[0] = c[0] * (1 - sm * 0.6)
            fl[1] = c[1] * (1 - sm * 0.6)
            fl[2] = c[2] * (1 - sm * 0.45)
            c[0] = fl[0]
            c[1] = fl[1]
            c[2] = fl[2]
          }
        }
        const haze = Math.exp(-z * 8) * 0.35
        for (let k = 0; k < 3; k++) c[k] += (sky[sky.length - 1][k] - c[k]) * haze
      }
      const m = mask[p]
      for (let k = 0; k < 3; k++) out[p * 3 + k] = clamp01(c[k]) * (1 - m) + input.data[p * 3 + k] * m
    }
  }
  return { width: w, height: h, data: out }
}

function hashUnitLocal(seed: number): number {
  return hash32(seed, 0x51) / 4294967296
}

export const melt: LayerFunction = async (input, params, ctx) => {
  const { width: w, height: h } = input
  const s = ctx.scale
  const amount = num(params, "amount", 14, 0, 200) * s
  const onSubject = num(params, "subject", 0.15, 0, 1)
  const period = num(params, "period", 60, 4, 1000) * s
  const seed = hash32(ctx.seed, 0x3e17)
  const mask = await blur(subjectMask(ctx, w, h), w, h, 1, 8 * s, ctx.threads)
  const drip = noiseField(seed, w, 1, period * 0.5, 3, 0.5)
  const sway = await noise(seed + 1, w, h, period * 2, 3, 0.5, ctx.threads)
  const out = new Float32Array(input.data.length)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x
      const k = 1 - mask[p] * (1 - onSubject)
      // runnels: columns of the image slide down by different amounts, more lower down
      const run = Math.pow(drip[x], 3) * 2.2 * (0.3 + 0.7 * (y / h))
      const sx = x + (sway[p] - 0.5) * amount * 1.2 * k
      const sy = y - run * amount * k
      sampleBilinear(input, sx, sy, out, p * 3)
    }
  }
  return { width: w, height: h, data: out }
}
