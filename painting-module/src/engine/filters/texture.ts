/**
 * Surface textures lit by a height map (normal shading from the upper left):
 *  - "canvas": a woven canvas (two sets of threads with seeded irregularity);
 *  - "paper": cold-pressed watercolour paper (fractal noise relief plus fibres);
 *  - "impasto": thick paint: a height map from the painting's own detail plus bristle
 *    grooves along the local stroke direction (line integral convolution of noise along the
 *    structure tensor's tangents), shaded with diffuse light and a wet specular highlight.
 * Params: mode, strength 0.6, scale 1 (texture period multiplier), relief 1 (impasto: weight
 * of the image detail), bristles 1 (impasto: weight of the grooves), specular 0.35, length 7.
 */
import type { LayerFunction } from "../layers/contract"
import type { Raster } from "../types"
import { luminance } from "../maths/colour"
import { areaResize } from "../maths/resample"
import { num, str, whiteNoise } from "./common"
import { shadeBand, tangents } from "./bands"
import { alloc, blur, noise, runBands, structureTensorAsync, upsampleAsync } from "./parallel"
import { hash32 } from "../prng"

/** Shades `img` by a height field: diffuse relative to a flat surface, plus specular (bands.ts). */
export function shade(img: Raster, height: Float32Array, strength: number, specular: number): Raster {
  const dst = new Float32Array(img.data.length)
  shadeBand({
    kind: "shade",
    width: img.width,
    height: img.height,
    img: img.data,
    hm: height,
    dst,
    strength,
    specular,
    y0: 0,
    y1: img.height,
  })
  return { width: img.width, height: img.height, data: dst }
}

async function shadeAsync(img: Raster, hm: Float32Array, strength: number, specular: number, threads: number): Promise<Raster> {
  const dst = alloc(img.data.length, threads)
  await runBands(threads, img.height, { kind: "shade", width: img.width, height: img.height, img: img.data, hm, dst, strength, specular })
  return { width: img.width, height: img.height, data: dst }
}

async function canvasHeight(w: number, h: number, period: number, seed: number, threads: number): Promise<Float32Array> {
  const out = new Float32Array(w * h)
  const irregular = await noise(seed, w, h, period * 6, 2, 0.5, threads)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const u = x / period
      const v = y / period
      const iu = Math.floor(u)
      const iv = Math.floor(v)
      const over = (iu + iv) & 1
      // threads: a rounded bump across each thread, weft over warp alternating
      const fu = u - iu
      const fv = v - iv
      const warp = Math.sin(Math.PI * fu) * (over ? 1 : 0.55)
      const weft = Math.sin(Math.PI * fv) * (over ? 0.55 : 1)
      out[y * w + x] = Math.max(warp, weft) * (0.8 + 0.4 * irregular[y * w + x])
    }
  }
  return out
}

async function paperHeight(w: number, h: number, period: number, seed: number, threads: number): Promise<Float32Array> {
  const [a, b] = await Promise.all([noise(seed, w, h, period * 6, 4, 0.6, threads), noise(seed + 3, w, h, period * 1.5, 2, 0.5, threads)])
  const out = new Float32Array(w * h)
  for (let p = 0; p < w * h; p++) out[p] = a[p] * 0.7 + b[p] * 0.5
  return out
}

/** Noise smeared along the structure tangents (bristle grooves), values around 0. */
export async function bristleField(
  img: Raster,
  length: number,
  bristle: number,
  seed: number,
  tensorSigma: number,
  threads: number
): Promise<Float32Array> {
  const { width: w, height: h } = img
  const t = await structureTensorAsync(img.data, w, h, tensorSigma, threads)
  const raw = new Float32Array(w * h)
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) raw[y * w + x] = whiteNoise(seed, Math.floor(x / bristle), Math.floor(y / bristle)) - 0.5
  const nb = await blur(raw, w, h, 1, bristle * 0.4, threads)
  const { tx, ty } = tangents(t, w * h)
  const out = alloc(w * h, threads)
  await runBands(threads, h, { kind: "lic", width: w, height: h, noise: nb, tx, ty, dst: out, steps: Math.max(2, Math.round(length)) })
  return out
}

export const texture: LayerFunction = async (input, params, ctx) => {
  const { width: w, height: h } = input
  const mode = str(params, "mode", ["canvas", "paper", "impasto"] as const, "canvas")
  const strength = num(params, "strength", 0.6, 0, 5)
  const scale = num(params, "scale", 1, 0.2, 10)
  const seed = hash32(ctx.seed, 0x7e47)
  let height: Float32Array
  let specular = num(params, "specular", mode === "impasto" ? 0.35 : 0, 0, 2)
  if (mode === "canvas") {
    height = await canvasHeight(w, h, 2.6 * scale * ctx.scale, seed, ctx.threads)
    return shadeAsync(input, height, strength * 0.35 * ctx.scale, specular, ctx.threads)
  }
  if (mode === "paper") {
    height = await paperHeight(w, h, 3 * scale * ctx.scale, seed, ctx.threads)
    return shadeAsync(input, height, strength * 0.6 * ctx.scale, specular, ctx.threads)
  }
  // impasto: work at no more than 2x preview resolution, then upsample the height map
  const relief = num(params, "relief", 1, 0, 5)
  const bristles = num(params, "bristles", 1, 0, 5)
  const length = num(params, "length", 7, 1, 40)
  const work = Math.min(1, 2 / ctx.scale)
  const ww = Math.max(8, Math.round(w * work))
  const wh = Math.max(8, Math.round(h * work))
  let small: Raster = input
  if (ww !== w) {
    small = areaResize(input, ww, wh)
  }
  const ws = ctx.scale * work
  const lum = luminance(small)
  const [base, broad, grooves] = await Promise.all([
    blur(lum, ww, wh, 1, 1.5 * ws, ctx.threads),
    blur(lum, ww, wh, 1, 7 * ws, ctx.threads),
    bristleField(small, length * ws, 1.4 * ws, seed, 2.5 * ws, ctx.threads),
  ])
  let hm: Float32Array = new Float32Array(ww * wh)
  for (let p = 0; p < hm.length; p++) hm[p] = (relief * (base[p] - broad[p]) * 6 + bristles * grooves[p] * 3) * ws
  if (ww !== w) {
    for (let p = 0; p < hm.length; p++) hm[p] *= w / ww
    hm = await upsampleAsync(hm, ww, wh, w, h, 1, ctx.threads)
  }
  if (specular < 0) specular = 0
  return shadeAsync(input, hm, strength, specular, ctx.threads)
}
