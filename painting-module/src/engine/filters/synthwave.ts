/**
 * Synthwave scene and neon rim.
 *
 * `retroScene`: an eighties sunset behind the subject: a sky ramp, a striped sun sinking
 * into the horizon, a mountain silhouette and a glowing perspective grid on the ground,
 * composited outside the feathered subject mask. Params: horizon 0.66 (fraction of the
 * height), sky [...], sun [top, bottom], grid "#ff3df0", feather 4.
 *
 * `neonRim`: a glowing outline along the subject mask's edge (the gradient of the feathered
 * mask, blurred twice and screened on). Params: colour "#38e1ff", width 3, strength 1.2.
 */
import type { LayerFunction } from "../layers/contract"
import { colour, colourList, noiseField, num, smoothstep, subjectMask, subjectBox, clamp01 } from "./common"
import { blur } from "./parallel"
import { rampColour } from "./gradient-map"
import { hash32 } from "../prng"

export const retroScene: LayerFunction = async (input, params, ctx) => {
  const { width: w, height: h } = input
  const s = ctx.scale
  const horizon = num(params, "horizon", 0.66, 0.2, 0.95) * h
  const sky = colourList(params, "sky", ["#0d0221", "#2b0a52", "#7a1a7a", "#ff3d7f", "#ffb347"])
  const sun = colourList(params, "sun", ["#ffe66d", "#ff2e88"])
  const grid = colour(params, "grid", "#ff3df0")
  const feather = num(params, "feather", 4, 0, 100) * s
  let mask = subjectMask(ctx, w, h)
  if (feather > 0.5) mask = await blur(mask, w, h, 1, feather, ctx.threads)
  const box = subjectBox(ctx, w, h)
  const sunX = box.x + box.width / 2
  const sunR = 0.36 * w
  const sunY = horizon - 0.06 * h
  const mountains = noiseField(hash32(ctx.seed, 0x3a11), w, 1, 140 * s, 4, 0.5)
  const scene = new Float32Array(w * h * 3)
  const c = [0, 0, 0]
  const lineW = 1.1 * s
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3
      if (y < horizon) {
        rampColour(sky, Math.pow(y / horizon, 1.3), c)
        // the sun
        const dx = x - sunX
        const dy = y - sunY
        const d = Math.sqrt(dx * dx + dy * dy)
        if (d < sunR + 2 * s) {
          const t = clamp01((y - (sunY - sunR)) / (2 * sunR))
          let inside = clamp01(sunR + 1 - d)
          // stripes cut out of the lower half, thicker towards the horizon
          if (t > 0.5) {
            const u = (t - 0.5) / 0.5
            const period = (0.11 - 0.05 * u) * sunR
            const phase = ((y - sunY) % period) / period
            const gap = 0.12 + 0.45 * u
            if (phase < gap) inside *= 0
          }
          const sc = [
            sun[0][0] + (sun[1][0] - sun[0][0]) * t,
            sun[0][1] + (sun[1][1] - sun[0][1]) * t,
            sun[0][2] + (sun[1][2] - sun[0][2]) * t,
          ]
          for (let k = 0; k < 3; k++) c[k] = c[k] + (sc[k] - c[k]) * inside
        }
        // glow of the sun in the sky
        const halo = Math.exp(-Math.max(0, d - sunR) / (0.12 * w)) * 0.35
        c[0] = c[0] + (1 - c[0]) * halo * 0.9
        c[1] = c[1] + (0.3 - c[1]) * halo * 0.5
        c[2] = c[2] + (0.55 - c[2]) * halo * 0.5
        // mountains: a dark silhouette rising from the horizon
        const mh = (0.04 + 0.1 * mountains[x]) * h * (0.6 + (0.4 * Math.abs(x - sunX)) / w)
        if (y > horizon - mh) {
          const rim = smoothstep(horizon - mh, horizon - mh + 2 * s, y)
          const dark = [0.06, 0.02, 0.12]
          const edge = 1 - smoothstep(0, 3 * s, y - (horizon - mh))
          for (let k = 0; k < 3; k++) c[k] = c[k] * (1 - rim) + dark[k] * rim + edge * grid[k] * 0.6
        }
      } else {
        // ground: dark purple with a perspective grid
        const z = (y - horizon + 1) / (h - horizon)
        c[0] = 0.04 + 0.08 * (1 - z)
        c[1] = 0.01
        c[2] = 0.1 + 0.08 * (1 - z)
        const depth = 1 / Math.max(0.02, z)
        // horizontal lines evenly spaced in depth
        const hy = depth * 6
        const fh = Math.abs(hy - Math.round(hy))
        const hw = (lineW / (h - horizon)) * 6 * depth * depth * 0.8
        let line = 1 - smoothstep(hw * 0.5, hw * 1.5 + 0.02, fh)
        // vertical lines converging on the vanishing point
        const vx = ((x - sunX) / w) * depth * 14
        const fv = Math.abs(vx - Math.round(vx))
        const vw = (lineW / w) * 14 * depth
        line = Math.max(line, 1 - smoothstep(vw * 0.5, vw * 1.5 + 0.01, fv))
        const fade = 0.35 + 0.65 * z
        const glowK = line * fade
        for (let k = 0; k < 3; k++) c[k] = c[k] + (grid[k] - c[k]) * glowK
        // haze at the horizon
        const haze = Math.exp(-(y - horizon) / (0.03 * h)) * 0.7
        c[0] += (1 - c[0]) * haze * 0.8
        c[1] += (0.35 - c[1]) * haze * 0.6
        c[2] += (0.6 - c[2]) * haze * 0.6
      }
      scene[i] = c[0]
      scene[i + 1] = c[1]
      scene[i + 2] = c[2]
    }
  }
  const out = new Float32Array(input.data.length)
  for (let p = 0; p < w * h; p++)
    for (let k = 0; k < 3; k++) out[p * 3 + k] = clamp01(scene[p * 3 + k]) * (1 - mask[p]) + input.data[p * 3 + k] * mask[p]
  return { width: w, height: h, data: out }
}

export const neonRim: LayerFunction = async (input, params, ctx) => {
  const { width: w, height: h } = input
  const col = colour(params, "colour", "#38e1ff")
  const width = num(params, "width", 3, 0.5, 40) * ctx.scale
  const strength = num(params, "strength", 1.2, 0, 4)
  const mask = await blur(subjectMask(ctx, w, h), w, h, 1, width, ctx.threads)
  const edge = new Float32Array(w * h)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const gx = mask[y * w + Math.min(w - 1, x + 1)] - mask[y * w + Math.max(0, x - 1)]
      const gy = mask[Math.min(h - 1, y + 1) * w + x] - mask[Math.max(0, y - 1) * w + x]
      edge[y * w + x] = Math.sqrt(gx * gx + gy * gy) * width * 2.2
    }
  }
  const [near, far] = await Promise.all([blur(edge, w, h, 1, width * 0.5, ctx.threads), blur(edge, w, h, 1, width * 3, ctx.threads)])
  const out = new Float32Array(input.data.length)
  for (let p = 0; p < w * h; p++) {
    const a = Math.min(1, (edge[p] * 0.8 + near[p] + far[p] * 0.8) * strength)
    for (let k = 0; k < 3; k++) {
      const i = p * 3 + k
      out[i] = 1 - (1 - input.data[i]) * (1 - col[k] * a)
    }
  }
  return { width: w, height: h, data: out }
}
