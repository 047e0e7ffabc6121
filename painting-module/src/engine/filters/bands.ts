/**
 * Banded kernels shared by the style filters: each computes rows [y0, y1) of its output from
 * whole-image inputs, and the value of a pixel never depends on where the band starts, so
 * 1 or N threads give byte-identical output (see parallel.ts for the runner, tasks.ts for the
 * worker dispatch). Pure functions over Float32Arrays (plain or SharedArrayBuffer-backed).
 *
 *  - gauss: the almost-Gaussian blur, in ../maths/blur.ts with the engine's other blurs.
 *  - noise: fractal value noise on a coarse lattice, bilinearly upsampled.
 *  - tensor: the RGB Sobel structure tensor (E, F, G), unsmoothed.
 *  - resize: bilinear upsampling / area downsampling of c-channel images.
 *  - shade: normal shading of an image by a height map (light from the upper left).
 *  - lic: line integral convolution of noise along a tangent field (bristle grooves).
 */
import { hash32 } from "../prng"

// ---------------------------------------------------------------------------------------
// Noise

/** Value noise on an integer lattice, smooth (quintic) interpolation, in [0, 1). */
export function valueNoise(seed: number, x: number, y: number): number {
  const xi = Math.floor(x)
  const yi = Math.floor(y)
  const fx = x - xi
  const fy = y - yi
  const u = fx * fx * fx * (fx * (fx * 6 - 15) + 10)
  const v = fy * fy * fy * (fy * (fy * 6 - 15) + 10)
  const a = hash32(seed, xi, yi) / 4294967296
  const b = hash32(seed, xi + 1, yi) / 4294967296
  const c = hash32(seed, xi, yi + 1) / 4294967296
  const d = hash32(seed, xi + 1, yi + 1) / 4294967296
  return a + (b - a) * u + (c - a) * v + (a - b - c + d) * u * v
}

/** Fractal sum of value noise, in about [0, 1). `x`, `y` in lattice units of the first octave. */
export function fbm(seed: number, x: number, y: number, octaves: number, gain = 0.5): number {
  let sum = 0
  let amp = 1
  let norm = 0
  let f = 1
  for (let o = 0; o < octaves; o++) {
    sum += amp * valueNoise(seed + o * 1013, x * f, y * f)
    norm += amp
    amp *= gain
    f *= 2.03
  }
  return sum / norm
}

export type NoiseTask = {
  kind: "noise"
  width: number
  height: number
  seed: number
  period: number
  octaves: number
  gain: number
  dst: Float32Array
  y0: number
  y1: number
}

/** Rows [y0, y1) of noiseField (common.ts): the band computes the lattice rows it needs. */
export function noiseBand(t: NoiseTask): void {
  const { width: w, height: h, seed, period, octaves, gain, dst, y0, y1 } = t
  if (y1 <= y0) return
  const step = Math.max(1, period / 8)
  const gw = Math.ceil(w / step) + 2
  const gh = Math.ceil(h / step) + 2
  const j0 = Math.floor(y0 / step)
  const j1 = Math.min(gh - 1, Math.floor((y1 - 1) / step) + 1)
  const grid = new Float32Array((j1 - j0 + 1) * gw)
  for (let j = j0; j <= j1; j++)
    for (let i = 0; i < gw; i++) grid[(j - j0) * gw + i] = fbm(seed, (i * step) / period, (j * step) / period, octaves, gain)
  for (let y = y0; y < y1; y++) {
    const gy = y / step
    const j = Math.floor(gy)
    const fy = gy - j
    const row = (j - j0) * gw
    for (let x = 0; x < w; x++) {
      const gx = x / step
      const i = Math.floor(gx)
      const fx = gx - i
      const o = row + i
      const a = grid[o]
      const b = grid[o + 1]
      const c = grid[o + gw]
      const d = grid[o + gw + 1]
      dst[y * w + x] = a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy
    }
  }
}

// ---------------------------------------------------------------------------------------
// Structure tensor

export type TensorTask = { kind: "tensor"; width: number; height: number; src: Float32Array; dst: Float32Array; y0: number; y1: number }

/** Rows [y0, y1) of the RGB Sobel structure tensor (E, F, G per pixel), unsmoothed. */
export function tensorBand(t: TensorTask): void {
  const { width: w, height: h, src, dst, y0, y1 } = t
  for (let y = y0; y < y1; y++) {
    const ym = y > 0 ? y - 1 : 0
    const yp = y < h - 1 ? y + 1 : h - 1
    for (let x = 0; x < w; x++) {
      const xm = x > 0 ? x - 1 : 0
      const xp = x < w - 1 ? x + 1 : w - 1
      let E = 0
      let F = 0
      let G = 0
      for (let c = 0; c < 3; c++) {
        const a = src[(ym * w + xm) * 3 + c]
        const b = src[(ym * w + x) * 3 + c]
        const cc = src[(ym * w + xp) * 3 + c]
        const d = src[(y * w + xm) * 3 + c]
        const f = src[(y * w + xp) * 3 + c]
        const g = src[(yp * w + xm) * 3 + c]
        const hh = src[(yp * w + x) * 3 + c]
        const i = src[(yp * w + xp) * 3 + c]
        const gx = (cc + 2 * f + i - a - 2 * d - g) * 0.25
        const gy = (g + 2 * hh + i - a - 2 * b - cc) * 0.25
        E += gx * gx
        F += gx * gy
        G += gy * gy
      }
      const o = (y * w + x) * 3
      dst[o] = E
      dst[o + 1] = F
      dst[o + 2] = G
    }
  }
}

// ---------------------------------------------------------------------------------------
// Resampling

export type ResizeTask = {
  kind: "upsample" | "downsample"
  /** Source size. */
  sw: number
  sh: number
  /** Destination size. */
  width: number
  height: number
  channels: number
  /** downsample: integer block size. */
  factor: number
  src: Float32Array
  dst: Float32Array
  y0: number
  y1: number
}

/** Rows [y0, y1) of a bilinear upsample (pixel centres aligned, edges clamped). */
export function upsampleBand(t: ResizeTask): void {
  const { sw, sh, width: w, height: h, channels: C, src, dst, y0, y1 } = t
  const sx = sw / w
  const sy = sh / h
  for (let y = y0; y < y1; y++) {
    let fy = (y + 0.5) * sy - 0.5
    if (fy < 0) fy = 0
    const ya = Math.min(sh - 1, Math.floor(fy))
    const yb = Math.min(sh - 1, ya + 1)
    const ty = fy - ya
    for (let x = 0; x < w; x++) {
      let fx = (x + 0.5) * sx - 0.5
      if (fx < 0) fx = 0
      const xa = Math.min(sw - 1, Math.floor(fx))
      const xb = Math.min(sw - 1, xa + 1)
      const tx = fx - xa
      const o = (y * w + x) * C
      for (let c = 0; c < C; c++) {
        const a = src[(ya * sw + xa) * C + c]
        const b = src[(ya * sw + xb) * C + c]
        const cc = src[(yb * sw + xa) * C + c]
        const d = src[(yb * sw + xb) * C + c]
        dst[o + c] = (a * (1 - tx) + b * tx) * (1 - ty) + (cc * (1 - tx) + d * tx) * ty
      }
    }
  }
}

/** Rows [y0, y1) of an area-average downsample by an integer factor. */
export function downsampleBand(t: ResizeTask): void {
  const { sw, sh, width: w, factor: f, channels: C, src, dst, y0, y1 } = t
  for (let y = y0; y < y1; y++) {
    const yy1 = Math.min(sh, y * f + f)
    for (let x = 0; x < w; x++) {
      const xx1 = Math.min(sw, x * f + f)
      const o = (y * w + x) * C
      for (let c = 0; c < C; c++) {
        let a = 0
        for (let yy = y * f; yy < yy1; yy++) for (let xx = x * f; xx < xx1; xx++) a += src[(yy * sw + xx) * C + c]
        dst[o + c] = a / ((yy1 - y * f) * (xx1 - x * f))
      }
    }
  }
}

// ---------------------------------------------------------------------------------------
// Shading by a height map

const LX = -0.55
const LY = -0.65
const LZ = 0.52

export type ShadeTask = {
  kind: "shade"
  width: number
  height: number
  img: Float32Array
  hm: Float32Array
  dst: Float32Array
  strength: number
  specular: number
  y0: number
  y1: number
}

/** Rows [y0, y1): diffuse relative to a flat surface, plus a specular highlight. */
export function shadeBand(t: ShadeTask): void {
  const { width: w, height: h, img, hm: height, dst, strength, specular, y0, y1 } = t
  const ln = Math.hypot(LX, LY, LZ)
  const lx = LX / ln
  const ly = LY / ln
  const lz = LZ / ln
  // half vector with the viewer straight above
  const hx = lx
  const hy = ly
  const hz = lz + 1
  const hn = Math.hypot(hx, hy, hz)
  for (let y = y0; y < y1; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x
      const gx = height[y * w + Math.min(w - 1, x + 1)] - height[y * w + Math.max(0, x - 1)]
      const gy = height[Math.min(h - 1, y + 1) * w + x] - height[Math.max(0, y - 1) * w + x]
      const nx = -gx * strength
      const ny = -gy * strength
      const nn = Math.sqrt(nx * nx + ny * ny + 1)
      const ndl = (nx * lx + ny * ly + lz) / nn
      const diffuse = ndl / lz
      let spec = 0
      if (specular > 0) {
        const ndh = Math.max(0, (nx * hx + ny * hy + hz) / (nn * hn))
        const n2 = ndh * ndh
        const n4 = n2 * n2
        const n8 = n4 * n4
        const n32 = n8 * n8 * n8 * n8
        spec = specular * n32 * n8 * Math.min(1, Math.sqrt(gx * gx + gy * gy) * strength * 4)
      }
      for (let c = 0; c < 3; c++) {
        const v = img[p * 3 + c] * diffuse + spec
        dst[p * 3 + c] = v < 0 ? 0 : v > 1 ? 1 : v
      }
    }
  }
}

// ---------------------------------------------------------------------------------------
// Line integral convolution

export type LicTask = {
  kind: "lic"
  width: number
  height: number
  /** Noise to smear, one float per pixel. */
  noise: Float32Array
  /** Unit tangent per pixel. */
  tx: Float32Array
  ty: Float32Array
  dst: Float32Array
  steps: number
  y0: number
  y1: number
}

/** Unit tangents (minor eigenvectors) of a structure tensor; a slow diagonal where flat. */
export function tangents(
  t: Float32Array,
  n: number,
  into: { tx: Float32Array; ty: Float32Array } = { tx: new Float32Array(n), ty: new Float32Array(n) }
): { tx: Float32Array; ty: Float32Array } {
  const { tx, ty } = into
  for (let p = 0; p < n; p++) {
    const E = t[p * 3]
    const F = t[p * 3 + 1]
    const G = t[p * 3 + 2]
    const disc = Math.sqrt((E - G) * (E - G) + 4 * F * F)
    const l1 = (E + G + disc) / 2
    let vx = l1 - E
    let vy = -F
    const m = Math.hypot(vx, vy)
    if (m > 1e-9) {
      vx /= m
      vy /= m
    } else {
      vx = Math.SQRT1_2
      vy = -Math.SQRT1_2
    }
    tx[p] = vx
    ty[p] = vy
  }
  return { tx, ty }
}

/** Rows [y0, y1): noise averaged along the streamline through each pixel (both ways, tapering). */
export function licBand(t: LicTask): void {
  const { width: w, height: h, noise: nb, tx, ty, dst, steps, y0, y1 } = t
  for (let y = y0; y < y1; y++) {
    for (let x = 0; x < w; x++) {
      let sum = nb[y * w + x]
      let wsum = 1
      for (let dir = 1; dir >= -1; dir -= 2) {
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
      dst[y * w + x] = sum / wsum
    }
  }
}
