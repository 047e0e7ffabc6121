/**
 * Shared helpers of the style filters: parameter reading, seeded noise and the subject mask /
 * face box fallbacks (blurs and colour spaces: ../maths). Everything is deterministic (no
 * Math.random) and works on Float32 RGB rasters in 0..1 (see ../types.ts).
 */
import type { Raster } from "../types"
import type { Box, LayerContext } from "../layers/contract"
import type { RGB } from "../maths/colour"
import { hash32 } from "../prng"
import { gaussBlur } from "../maths/blur"
import { fbm, noiseBand, valueNoise } from "./bands"

// ---------------------------------------------------------------------------------------
// Parameters (JSON from the recipe, editable by admins): read with defaults and bounds.

export function num(params: Record<string, unknown>, key: string, fallback: number, min = -Infinity, max = Infinity): number {
  const v = params[key]
  const n = typeof v === "number" && Number.isFinite(v) ? v : fallback
  return n < min ? min : n > max ? max : n
}

export function bool(params: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const v = params[key]
  return typeof v === "boolean" ? v : fallback
}

export function str<T extends string>(params: Record<string, unknown>, key: string, allowed: readonly T[], fallback: T): T {
  const v = params[key]
  return typeof v === "string" && (allowed as readonly string[]).includes(v) ? (v as T) : fallback
}

export type { RGB }

/** "#rrggbb" (or [r, g, b] in 0..255) to 0..1 floats. */
export function parseColour(v: unknown, fallback: RGB): RGB {
  if (typeof v === "string" && /^#[0-9a-fA-F]{6}$/.test(v)) {
    const n = parseInt(v.slice(1), 16)
    return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255]
  }
  if (Array.isArray(v) && v.length === 3 && v.every((x) => typeof x === "number")) {
    return [v[0] / 255, v[1] / 255, v[2] / 255]
  }
  return fallback
}

export function colour(params: Record<string, unknown>, key: string, fallback: string): RGB {
  return parseColour(params[key], parseColour(fallback, [0, 0, 0]))
}

export function colourList(params: Record<string, unknown>, key: string, fallback: string[]): RGB[] {
  const v = params[key]
  const list = Array.isArray(v) && v.length > 0 ? v : fallback
  return list.map((c) => parseColour(c, [0, 0, 0]))
}

// ---------------------------------------------------------------------------------------
// Rasters

export function cloneRaster(r: Raster): Raster {
  return { width: r.width, height: r.height, data: Float32Array.from(r.data) }
}

export function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v
}

export function smoothstep(e0: number, e1: number, x: number): number {
  const t = clamp01((x - e0) / (e1 - e0))
  return t * t * (3 - 2 * t)
}

export function clampRaster(r: Raster): Raster {
  const d = r.data
  for (let i = 0; i < d.length; i++) d[i] = d[i] < 0 ? 0 : d[i] > 1 ? 1 : d[i]
  return r
}

// ---------------------------------------------------------------------------------------
// Seeded noise

export { valueNoise, fbm }

/**
 * A noise field sampled on a coarse grid and bilinearly upsampled: the same look as calling
 * fbm per pixel for large features, but far cheaper at print scale. `period` in pixels of
 * the first octave; the grid step is period / 8 (at least 1 px). parallel.ts has the banded
 * version (noise).
 */
export function noiseField(seed: number, w: number, h: number, period: number, octaves: number, gain = 0.5): Float32Array {
  const dst = new Float32Array(w * h)
  noiseBand({ kind: "noise", width: w, height: h, seed, period, octaves, gain, dst, y0: 0, y1: h })
  return dst
}

/** Per-pixel white noise in [0, 1), a pure function of (seed, x, y). */
export function whiteNoise(seed: number, x: number, y: number): number {
  return hash32(seed, x, y) / 4294967296
}

// ---------------------------------------------------------------------------------------
// Subject mask and face box fallbacks

/** The subject box, or a centred box covering the middle of the frame when unknown. */
export function subjectBox(ctx: LayerContext, w: number, h: number): Box {
  const b = ctx.subject
  if (b && b.width > 1 && b.height > 1) {
    const x = Math.max(0, Math.min(w - 1, b.x))
    const y = Math.max(0, Math.min(h - 1, b.y))
    return { x, y, width: Math.max(1, Math.min(w - x, b.width)), height: Math.max(1, Math.min(h - y, b.height)) }
  }
  return { x: w * 0.15, y: h * 0.12, width: w * 0.7, height: h * 0.8 }
}

/**
 * The subject mask (0..1 per pixel): the segment layer's mask when there is one, else a soft
 * ellipse inscribed in the subject box (or the centre of the frame). Never the caller's array.
 */
export function subjectMask(ctx: LayerContext, w: number, h: number): Float32Array {
  if (ctx.mask && ctx.mask.length === w * h) return Float32Array.from(ctx.mask)
  const b = subjectBox(ctx, w, h)
  const cx = b.x + b.width / 2
  const cy = b.y + b.height / 2
  // a slightly narrower ellipse than the box: boxes include paws, tails and margin
  const rx = Math.max(2, b.width * 0.46)
  const ry = Math.max(2, b.height * 0.5)
  const out = new Float32Array(w * h)
  for (let y = 0; y < h; y++) {
    const dy = (y + 0.5 - cy) / ry
    for (let x = 0; x < w; x++) {
      const dx = (x + 0.5 - cx) / rx
      const d = Math.sqrt(dx * dx + dy * dy)
      out[y * w + x] = 1 - smoothstep(0.78, 1.05, d)
    }
  }
  return out
}

/** The head: the face box, else the upper-middle part of the subject box. */
export function faceBox(ctx: LayerContext, w: number, h: number): Box {
  const f = ctx.face
  if (f && f.width > 1 && f.height > 1) return f
  const b = subjectBox(ctx, w, h)
  const fw = b.width * 0.55
  const fh = Math.min(b.height * 0.45, fw * 1.1)
  return { x: b.x + (b.width - fw) / 2, y: b.y + b.height * 0.06, width: fw, height: fh }
}

/** Feathers a mask by a Gaussian of sigma px. */
export function featherMask(mask: Float32Array, w: number, h: number, sigma: number): Float32Array {
  return gaussBlur(mask, w, h, 1, sigma)
}

/** Mean colour of the pixels where the weight is high. */
export function weightedMean(r: Raster, weight: Float32Array | null, invert = false): RGB {
  const d = r.data
  let s0 = 0
  let s1 = 0
  let s2 = 0
  let sw = 0
  const n = r.width * r.height
  for (let i = 0; i < n; i += 3) {
    let wt = weight ? weight[i] : 1
    if (invert) wt = 1 - wt
    s0 += wt * d[i * 3]
    s1 += wt * d[i * 3 + 1]
    s2 += wt * d[i * 3 + 2]
    sw += wt
  }
  return sw > 0 ? [s0 / sw, s1 / sw, s2 / sw] : [0.5, 0.5, 0.5]
}

/** Integer pixel size for a preview size in params: at least `min`. */
export function px(v: number, ctx: LayerContext, min = 1): number {
  return Math.max(min, v * ctx.scale)
}
