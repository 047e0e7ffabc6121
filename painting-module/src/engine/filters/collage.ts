/**
 * Imaginative collage: the pet cut out of the (flattened) picture with a torn white paper
 * border, glued over a background of torn and cut paper pieces — plain coloured papers,
 * stripes, dots, grids and printed "newsprint" — each with its own torn edge (fibrous white
 * core where the paper tore) and a soft drop shadow.
 * Params: pieces 16, palette [...] (defaults to warm paper colours), border 5 (preview px,
 * the white rim around the pet), tear 4 (preview px, edge raggedness), shadow 0.35,
 * base "#efe6d2".
 */
import type { LayerFunction } from "../layers/contract"
import { luminance } from "../maths/colour"
import { clamp01, colour, colourList, num, smoothstep, subjectMask, whiteNoise, type RGB } from "./common"
import { blur, noise } from "./parallel"
import { mulberry32, hash32 } from "../prng"

type Piece = {
  cx: number
  cy: number
  hw: number
  hh: number
  cos: number
  sin: number
  colour: RGB
  pattern: number
  period: number
  ox: number
  oy: number
  torn: boolean
}

export const collage: LayerFunction = async (input, params, ctx) => {
  const { width: w, height: h } = input
  const s = ctx.scale
  const n = w * h
  const seed = hash32(ctx.seed, 0xc011)
  const rand = mulberry32(seed)
  const count = Math.round(num(params, "pieces", 16, 0, 60))
  const palette = colourList(params, "palette", ["#e4572e", "#f3a712", "#29335c", "#a8c686", "#669bbc", "#f0c5b5", "#2f4858", "#d8c99b"])
  const base = colour(params, "base", "#efe6d2")
  const border = num(params, "border", 5, 0, 40) * s
  const tear = num(params, "tear", 4, 0, 30) * s
  const shadowK = num(params, "shadow", 0.35, 0, 1)
  const pieces: Piece[] = []
  for (let i = 0; i < count; i++) {
    const ang = (rand() - 0.5) * 0.7
    pieces.push({
      cx: rand() * w,
      cy: rand() * h,
      hw: (0.12 + rand() * 0.3) * w,
      hh: (0.06 + rand() * 0.22) * h,
      cos: Math.cos(ang),
      sin: Math.sin(ang),
      colour: palette[Math.floor(rand() * palette.length)],
      pattern: Math.floor(rand() * 6),
      period: (5 + rand() * 9) * s,
      ox: Math.floor(rand() * w),
      oy: Math.floor(rand() * h),
      torn: rand() < 0.7,
    })
  }
  const [tearField, fibre] = await Promise.all([
    noise(seed + 1, w, h, 14 * s, 4, 0.6, ctx.threads),
    noise(seed + 2, w, h, 3 * s, 2, 0.5, ctx.threads),
  ])
  const out = new Float32Array(n * 3)
  const shadowOff = 3 * s
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x
      let r = base[0]
      let g = base[1]
      let b = base[2]
      for (const pc of pieces) {
        // signed distance to the rotated rectangle (negative inside)
        const dx = x - pc.cx
        const dy = y - pc.cy
        const u = dx * pc.cos + dy * pc.sin
        const v = -dx * pc.sin + dy * pc.cos
        const qx = Math.abs(u) - pc.hw
        const qy = Math.abs(v) - pc.hh
        const ragged = pc.torn ? (tearField[((y + pc.oy) % h) * w + ((x + pc.ox) % w)] - 0.5) * tear * 2.2 : 0
        const sd = Math.max(qx, qy) + ragged
        // shadow: the same shape, offset down-right and soft
        const su = (dx - shadowOff) * pc.cos + (dy - shadowOff) * pc.sin
        const sv = -(dx - shadowOff) * pc.sin + (dy - shadowOff) * pc.cos
        const ssd = Math.max(Math.abs(su) - pc.hw, Math.abs(sv) - pc.hh) + ragged
        if (ssd < 4 * s) {
          const a = shadowK * (1 - smoothstep(-2 * s, 4 * s, ssd))
          r *= 1 - a
          g *= 1 - a
          b *= 1 - a
        }
        if (sd > 0.5) continue
        const alpha = clamp01(0.5 - sd)
        let cr = pc.colour[0]
        let cg = pc.colour[1]
        let cb = pc.colour[2]
        const m = patternValue(pc, u, v, x, y, seed, s)
        cr = cr * m + (1 - m) * 0.97
        cg = cg * m + (1 - m) * 0.95
        cb = cb * m + (1 - m) * 0.9
        // torn edge: the paper's white core shows in a fibrous band
        if (pc.torn) {
          const core = 1 - smoothstep(1.2 * s, 2.6 * s + fibre[p] * 2 * s, -sd)
          cr += (0.98 - cr) * core
          cg += (0.97 - cg) * core
          cb += (0.94 - cb) * core
        }
        // paper fibres
        const f = 0.96 + 0.08 * fibre[p]
        r = r + (cr * f - r) * alpha
        g = g + (cg * f - g) * alpha
        b = b + (cb * f - b) * alpha
      }
      out[p * 3] = r
      out[p * 3 + 1] = g
      out[p * 3 + 2] = b
    }
  }
  // the pet: cut with a torn white border and a shadow
  const mask = await blur(subjectMask(ctx, w, h), w, h, 1, 2 * s, ctx.threads)
  const [grown, shadow] = await Promise.all([blur(mask, w, h, 1, border * 0.8 + 0.5, ctx.threads), blur(mask, w, h, 1, 5 * s, ctx.threads)])
  const lum = luminance(input)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x
      const ragged = (tearField[p] - 0.5) * 0.5
      const cut = smoothstep(0.45, 0.55, mask[p] + ragged * 0.35)
      const rim = smoothstep(0.12, 0.2, grown[p] + ragged * 0.25)
      const sx = Math.max(0, x - Math.round(4 * s))
      const sy = Math.max(0, y - Math.round(5 * s))
      const sh = shadowK * 1.3 * shadow[sy * w + sx] * (1 - rim)
      for (let c = 0; c < 3; c++) {
        const i = p * 3 + c
        let v = out[i] * (1 - sh)
        // white paper rim with a hint of fibre
        v = v + (0.97 - 0.03 * fibre[p] - v) * rim
        // the pet itself, slightly lifted in contrast like printed paper
        const src = input.data[i]
        const pet = clamp01((src - lum[p]) * 1.15 + (lum[p] - 0.5) * 1.08 + 0.5)
        v = v + (pet - v) * cut
        out[i] = v
      }
    }
  }
  // a little paper tooth over everything
  for (let p = 0; p < n; p++) {
    const t = 1 + (whiteNoise(seed + 9, p % w, (p / w) | 0) - 0.5) * 0.03
    out[p * 3] = clamp01(out[p * 3] * t)
    out[p * 3 + 1] = clamp01(out[p * 3 + 1] * t)
    out[p * 3 + 2] = clamp01(out[p * 3 + 2] * t)
  }
  return { width: w, height: h, data: out }
}

/** 1 = paper colour, 0 = white ink, per pattern kind. */
function patternValue(pc: Piece, u: number, v: number, x: number, y: number, seed: number, s: number): number {
  const P = pc.period
  switch (pc.pattern) {
    case 1: {
      // stripes
      const t = (u / P) % 1
      return (t < 0 ? t + 1 : t) < 0.5 ? 1 : 0.25
    }
    case 2: {
      // dots
      const fx = ((((u / P) % 1) + 1) % 1) - 0.5
      const fy = ((((v / P) % 1) + 1) % 1) - 0.5
      return Math.sqrt(fx * fx + fy * fy) < 0.28 ? 0.2 : 1
    }
    case 3: {
      // grid
      const fx = (((u / P) % 1) + 1) % 1
      const fy = (((v / P) % 1) + 1) % 1
      return fx < 0.12 || fy < 0.12 ? 0.3 : 1
    }
    case 4: {
      // newsprint: rows of "words" of dark ink on light paper
      const row = Math.floor(v / (3.2 * s))
      const inRow = (((v / (3.2 * s)) % 1) + 1) % 1 < 0.55
      const word = Math.floor(u / (7 * s) + (row % 3) * 0.37)
      const ink = inRow && hash32(seed, row, word) % 5 !== 0
      return ink ? 1 : 0.12
    }
    default:
      return 1
  }
}
