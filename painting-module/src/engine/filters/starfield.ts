/**
 * Cosmic background: a seeded nebula (two octaves of warped fractal noise mapped through a
 * colour ramp, with darker dust lanes) and a starfield (one candidate star per grid cell,
 * power-law brightness, soft discs, diffraction spikes on the brightest), composited behind
 * the subject with the feathered mask; `sparkle` lays a few faint stars over the subject.
 * Params: colours (nebula ramp, dark to bright), density 0.35 (stars per 6x6 preview px
 * cell), nebula 0.9, sparkle 0.25, feather 10.
 */
import type { LayerFunction } from "../layers/contract"
import { colourList, num, smoothstep, subjectMask } from "./common"
import { blur, noise } from "./parallel"
import { rampColour } from "./gradient-map"
import { hash32, hashUnit } from "../prng"

export const starfield: LayerFunction = async (input, params, ctx) => {
  const { width: w, height: h } = input
  const s = ctx.scale
  const stops = colourList(params, "colours", ["#05060f", "#141a45", "#3b1f6e", "#9b3a8f", "#f08fb0", "#fff3e0"])
  const density = num(params, "density", 0.35, 0, 1)
  const nebula = num(params, "nebula", 0.9, 0, 1.5)
  const sparkle = num(params, "sparkle", 0.25, 0, 1)
  const feather = num(params, "feather", 10, 0, 100) * s
  const seed = hash32(ctx.seed, 0x57a5)
  let mask = subjectMask(ctx, w, h)
  if (feather > 0.5) mask = await blur(mask, w, h, 1, feather, ctx.threads)
  const [n1, n2, dust] = await Promise.all([
    noise(seed, w, h, 320 * s, 5, 0.55, ctx.threads),
    noise(seed + 7, w, h, 140 * s, 4, 0.5, ctx.threads),
    noise(seed + 13, w, h, 60 * s, 3, 0.6, ctx.threads),
  ])
  const scene = new Float32Array(w * h * 3)
  const c = [0, 0, 0]
  for (let p = 0; p < w * h; p++) {
    // a wispy band: ridged noise of the warped field
    const ridge = 1 - Math.abs(2 * n1[p] - 1)
    let t = smoothstep(0.5, 1.1, ridge * 0.75 + n2[p] * 0.45) * nebula
    t *= 0.55 + 0.6 * smoothstep(0.3, 0.8, dust[p])
    rampColour(stops, Math.min(1, t), c)
    scene[p * 3] = c[0]
    scene[p * 3 + 1] = c[1]
    scene[p * 3 + 2] = c[2]
  }
  // stars
  const cell = 6 * s
  const cols = Math.ceil(w / cell)
  const rows = Math.ceil(h / cell)
  const stars = new Float32Array(w * h)
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      if (hashUnit(seed, i, j, 1) > density) continue
      const x = (i + hashUnit(seed, i, j, 2)) * cell
      const y = (j + hashUnit(seed, i, j, 3)) * cell
      const u = hashUnit(seed, i, j, 4)
      const b = Math.pow(u, 6) * 1.6 + 0.12
      const rad = (0.5 + 1.3 * Math.pow(u, 8)) * s
      const spikes = u > 0.985
      const reach = Math.ceil(rad * 3 + (spikes ? 10 * s : 0))
      for (let yy = Math.max(0, Math.floor(y - reach)); yy <= Math.min(h - 1, Math.ceil(y + reach)); yy++) {
        for (let xx = Math.max(0, Math.floor(x - reach)); xx <= Math.min(w - 1, Math.ceil(x + reach)); xx++) {
          const dx = xx - x
          const dy = yy - y
          let v = b * Math.exp(-(dx * dx + dy * dy) / (2 * rad * rad))
          if (spikes) {
            const ax = Math.abs(dx)
            const ay = Math.abs(dy)
            v += 0.5 * b * (Math.exp(-ay / (0.35 * s)) * Math.exp(-ax / (4 * s)) + Math.exp(-ax / (0.35 * s)) * Math.exp(-ay / (4 * s)))
          }
          stars[yy * w + xx] += v
        }
      }
    }
  }
  const out = new Float32Array(input.data.length)
  for (let p = 0; p < w * h; p++) {
    const m = mask[p]
    const st = stars[p]
    for (let k = 0; k < 3; k++) {
      const i = p * 3 + k
      const bgc = 1 - (1 - scene[i]) * (1 - Math.min(1, st * (k === 2 ? 1 : 0.92)))
      const fg = 1 - (1 - input.data[i]) * (1 - Math.min(1, st * sparkle))
      out[i] = bgc * (1 - m) + fg * m
    }
  }
  return { width: w, height: h, data: out }
}
