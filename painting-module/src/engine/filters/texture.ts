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
import { gaussBlur, luminance, noiseField, num, str, whiteNoise } from "./common"
import { structureTensor, upsample } from "./kuwahara"
import { hash32 } from "../prng"

const LX = -0.55
const LY = -0.65
const LZ = 0.52

/** Shades `img` by a height field: diffuse relative to a flat surface, plus specular. */
export function shade(img: Raster, height: Float32Array, strength: number, specular: number): Raster {
  const { width: w, height: h } = img
  const out = new Float32Array(img.data.length)
  const ln = Math.hypot(LX, LY, LZ)
  const lx = LX / ln
  const ly = LY / ln
  const lz = LZ / ln
  // half vector with the viewer straight above
  const hx = lx
  const hy = ly
  const hz = lz + 1
  const hn = Math.hypot(hx, hy, hz)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x
      const gx = height[y * w + Math.min(w - 1, x + 1)] - height[y * w + Math.max(0, x - 1)]
      const gy = height[Math.min(h - 1, y + 1) * w + x] - height[Math.max(0, y - 1) * w + x]
      const nx = -gx * strength
      const ny = -gy * strength
      const nn = Math.sqrt(nx * nx + ny * ny + 1)
      const ndl = (nx * lx + ny * ly + lz) / nn
      const diffuse = ndl / lz
      const ndh = Math.max(0, (nx * hx + ny * hy + hz) / (nn * hn))
      const spec = specular * Math.pow(ndh, 40) * Math.min(1, Math.sqrt(gx * gx + gy * gy) * strength * 4)
      for (let c = 0; c < 3; c++) {
        const v = img.data[p * 3 + c] * diffuse + spec
        out[p * 3 + c] = v < 0 ? 0 : v > 1 ? 1 : v
      }
    }
  }
  return { width: w, height: h, data: out }
}

function canvasHeight(w: number, h: number, period: number, seed: number): Float32Array {
  const out = new Float32Array(w * h)
  const irregular = noiseField(seed, w, h, period * 6, 2)
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

function paperHeight(w: number, h: number, period: number, seed: number): Float32Array {
  const a = noiseField(seed, w, h, period * 6, 4, 0.6)
  const b = noiseField(seed + 3, w, h, period * 1.5, 2, 0.5)
  const out = new Float32Array(w * h)
  for (let p = 0; p < w * h; p++) out[p] = a[p] * 0.7 + b[p] * 0.5
  return out
}

/** Noise smeared along the structure tangents (bristle grooves), values around 0. */
export function bristleField(img: Raster, length: number, bristle: number, seed: number, tensorSigma: number): Float32Array {
  const { width: w, height: h } = img
  const t = structureTensor(img.data, w, h, tensorSigma)
  const noise = new Float32Array(w * h)
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) noise[y * w + x] = whiteNoise(seed, Math.floor(x / bristle), Math.floor(y / bristle)) - 0.5
  const nb = gaussBlur(noise, w, h, 1, bristle * 0.4)
  // tangent per pixel
  const tx = new Float32Array(w * h)
  const ty = new Float32Array(w * h)
  for (let p = 0; p < w * h; p++) {
    const E = t[p * 3]
    const F = t[p * 3 + 1]
    const G = t[p * 3 + 2]
    const disc = Math.sqrt((E - G) * (E - G) + 4 * F * F)
    const l1 = (E + G + disc) / 2
    let vx = l1 - E
    let vy = -F
    const n = Math.hypot(vx, vy)
    if (n > 1e-9) {
      vx /= n
      vy /= n
    } else {
      // no structure: a slow diagonal
      vx = Math.SQRT1_2
      vy = -Math.SQRT1_2
    }
    tx[p] = vx
    ty[p] = vy
  }
  const out = new Float32Array(w * h)
  const steps = Math.max(2, Math.round(length))
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = nb[y * w + x]
      let wsum = 1
      for (const dir of [1, -1]) {
        let px = x + 0.5
        let py = y + 0.5
        let lx = 0
        let ly = 0
        for (let s = 0; s < steps; s++) {
          const xi = px < 0 ? 0 : px >= w ? w - 1 : px | 0
          const yi = py < 0 ? 0 : py >= h ? h - 1 : py | 0
          let vx = tx[yi * w + xi] * dir
          let vy = ty[yi * w + xi] * dir
          if (vx * lx + vy * ly < 0) {
            vx = -vx
            vy = -vy
          }
          lx = vx
          ly = vy
          px += vx
          py += vy
          if (px < 0 || py < 0 || px >= w || py >= h) break
          const k = 1 - s / steps
          sum += nb[(py | 0) * w + (px | 0)] * k
          wsum += k
        }
      }
      out[y * w + x] = sum / wsum
    }
  }
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
    height = canvasHeight(w, h, 2.6 * scale * ctx.scale, seed)
    return shade(input, height, strength * 0.35 * ctx.scale, specular)
  }
  if (mode === "paper") {
    height = paperHeight(w, h, 3 * scale * ctx.scale, seed)
    return shade(input, height, strength * 0.6 * ctx.scale, specular)
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
    small = smallCopy(input, ww, wh)
  }
  const ws = ctx.scale * work
  const lum = luminance(small)
  const base = gaussBlur(lum, ww, wh, 1, 1.5 * ws)
  const broad = gaussBlur(lum, ww, wh, 1, 7 * ws)
  const grooves = bristleField(small, length * ws, 1.4 * ws, seed, 2.5 * ws)
  let hm = new Float32Array(ww * wh)
  for (let p = 0; p < hm.length; p++) hm[p] = (relief * (base[p] - broad[p]) * 6 + bristles * grooves[p] * 3) * ws
  if (ww !== w) {
    const tri = new Float32Array(hm.length * 3)
    for (let p = 0; p < hm.length; p++) tri[p * 3] = hm[p]
    const up = upsample({ width: ww, height: wh, data: tri }, w, h)
    hm = new Float32Array(w * h)
    for (let p = 0; p < w * h; p++) hm[p] = up.data[p * 3] * (w / ww)
  }
  if (specular < 0) specular = 0
  return shade(input, hm, strength, specular)
}

function smallCopy(r: Raster, w: number, h: number): Raster {
  const out = new Float32Array(w * h * 3)
  const sx = r.width / w
  const sy = r.height / h
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const x0 = Math.floor(x * sx)
      const y0 = Math.floor(y * sy)
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * sx))
      const y1 = Math.max(y0 + 1, Math.floor((y + 1) * sy))
      let a = 0
      let b = 0
      let c = 0
      let n = 0
      for (let yy = y0; yy < Math.min(r.height, y1); yy++) {
        for (let xx = x0; xx < Math.min(r.width, x1); xx++) {
          const i = (yy * r.width + xx) * 3
          a += r.data[i]
          b += r.data[i + 1]
          c += r.data[i + 2]
          n++
        }
      }
      const o = (y * w + x) * 3
      out[o] = a / n
      out[o + 1] = b / n
      out[o + 2] = c / n
    }
  }
  return { width: w, height: h, data: out }
}
