/**
 * The engine's blurs, each separable and edge-aware in its own way. They are not one
 * function because each caller's pixels depend on its exact arithmetic (see README.md):
 *
 *  - gaussianRows3: exact Gaussian (kernel to 3 sigma, double sums) of a 3-channel image, by
 *    bands; the strokes renderer's reference blur and direction field (convolveRow3).
 *  - gaussBand / gaussBlur: almost-Gaussian (three box passes, Kovesi) in O(1) per pixel
 *    whatever the sigma, c channels, by bands. The vertical running sums add fixed-point
 *    integers, exact in a double, so a band may start its sums anywhere and still get the
 *    same bits. The filters' blur, and the strokes' above sigma 6.
 *  - boxBlurRgb: one float running-sum box pass of an RGB plane (the photo layer's backdrop).
 *  - boxMean: mean over the part of a (2r+1)^2 window inside the image, by an integral image
 *    (the segmentation's guided filter).
 */

// ---------------------------------------------------------------------------------------
// Exact Gaussian

export function gaussianKernel(sigma: number): Float64Array {
  const k = Math.max(1, Math.ceil(3 * sigma))
  const out = new Float64Array(2 * k + 1)
  let sum = 0
  for (let i = -k; i <= k; i++) {
    const v = Math.exp(-(i * i) / (2 * sigma * sigma))
    out[i + k] = v
    sum += v
  }
  for (let i = 0; i < out.length; i++) out[i] /= sum
  return out
}

/**
 * Separable Gaussian blur of rows [y0, y1) of a 3-channel image, clamped at the edges. The
 * horizontal pass is computed privately for the rows the vertical pass needs, so bands are
 * independent; every output value is the same sum in the same order whatever the band.
 */
export function gaussianRows3(src: Float32Array, dst: Float32Array, w: number, h: number, sigma: number, y0: number, y1: number): void {
  if (y1 <= y0) return
  if (sigma < 0.25) {
    dst.set(src.subarray(y0 * w * 3, y1 * w * 3), y0 * w * 3)
    return
  }
  const kern = gaussianKernel(sigma)
  const k = (kern.length - 1) >> 1
  const ry0 = Math.max(0, y0 - k)
  const ry1 = Math.min(h, y1 + k)
  const stride = w * 3
  const tmp = new Float32Array((ry1 - ry0) * stride)
  for (let y = ry0; y < ry1; y++) {
    convolveRow3(src, y * stride, tmp, (y - ry0) * stride, w, kern, k)
  }
  const acc = new Float64Array(stride)
  for (let y = y0; y < y1; y++) {
    acc.fill(0)
    for (let j = -k; j <= k; j++) {
      let yy = y + j
      if (yy < 0) yy = 0
      else if (yy >= h) yy = h - 1
      const kv = kern[j + k]
      const o = (yy - ry0) * stride
      for (let i = 0; i < stride; i++) acc[i] += kv * tmp[o + i]
    }
    const orow = y * stride
    for (let i = 0; i < stride; i++) dst[orow + i] = acc[i]
  }
}

/** One row of a horizontal 3-channel convolution, clamped at the row's ends. */
export function convolveRow3(src: Float32Array, si: number, dst: Float32Array, di: number, w: number, kern: Float64Array, k: number): void {
  for (let x = 0; x < w; x++) {
    let a = 0
    let b = 0
    let c = 0
    if (x >= k && x < w - k) {
      let o = si + (x - k) * 3
      for (let j = 0; j <= 2 * k; j++, o += 3) {
        const kv = kern[j]
        a += kv * src[o]
        b += kv * src[o + 1]
        c += kv * src[o + 2]
      }
    } else {
      for (let j = -k; j <= k; j++) {
        let xx = x + j
        if (xx < 0) xx = 0
        else if (xx >= w) xx = w - 1
        const kv = kern[j + k]
        const o = si + xx * 3
        a += kv * src[o]
        b += kv * src[o + 1]
        c += kv * src[o + 2]
      }
    }
    const o = di + x * 3
    dst[o] = a
    dst[o + 1] = b
    dst[o + 2] = c
  }
}

// ---------------------------------------------------------------------------------------
// Almost-Gaussian (three box passes)

export type GaussTask = {
  kind: "gauss"
  width: number
  height: number
  channels: number
  sigma: number
  /** max |src| over the whole image (sets the fixed-point scale; the same for every band). */
  maxAbs: number
  src: Float32Array
  dst: Float32Array
  y0: number
  y1: number
}

/** max |v| of an array (for GaussTask.maxAbs). */
export function maxAbs(a: Float32Array): number {
  let m = 0
  for (let i = 0; i < a.length; i++) {
    const v = a[i] < 0 ? -a[i] : a[i]
    if (v > m) m = v
  }
  return m
}

/** Kovesi, "Fast almost-Gaussian filtering": three box radii whose variance matches sigma. */
export function boxRadiiForGauss(sigma: number): number[] {
  if (sigma < 0.3) return []
  const n = 3
  const wIdeal = Math.sqrt((12 * sigma * sigma) / n + 1)
  let wl = Math.floor(wIdeal)
  if (wl % 2 === 0) wl--
  const wu = wl + 2
  const mIdeal = (12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)
  const m = Math.round(mIdeal)
  const out: number[] = []
  for (let i = 0; i < n; i++) {
    const r = Math.max(0, Math.round(((i < m ? wl : wu) - 1) / 2))
    if (r > 0) out.push(r)
  }
  return out
}

/** One row of a box blur of radius r, edges clamped (src and dst rows at offset o). */
function boxRow(src: Float32Array, dst: Float32Array, o: number, w: number, c: number, r: number): void {
  const inv = 1 / (2 * r + 1)
  if (c === 1) {
    let a = 0
    for (let x = -r - 1; x < r; x++) a += src[o + (x < 0 ? 0 : x >= w ? w - 1 : x)]
    for (let x = 0; x < w; x++) {
      const xa = x + r < w ? x + r : w - 1
      const xs = x - r - 1 < 0 ? 0 : x - r - 1
      a += src[o + xa] - src[o + xs]
      dst[o + x] = a * inv
    }
    return
  }
  if (c === 3) {
    let a = 0
    let b = 0
    let d = 0
    for (let x = -r - 1; x < r; x++) {
      const i = o + (x < 0 ? 0 : x >= w ? w - 1 : x) * 3
      a += src[i]
      b += src[i + 1]
      d += src[i + 2]
    }
    for (let x = 0; x < w; x++) {
      const ia = o + (x + r < w ? x + r : w - 1) * 3
      const is = o + (x - r - 1 < 0 ? 0 : x - r - 1) * 3
      a += src[ia] - src[is]
      b += src[ia + 1] - src[is + 1]
      d += src[ia + 2] - src[is + 2]
      const di = o + x * 3
      dst[di] = a * inv
      dst[di + 1] = b * inv
      dst[di + 2] = d * inv
    }
    return
  }
  const acc = new Float64Array(c)
  for (let x = -r - 1; x < r; x++) {
    const xx = x < 0 ? 0 : x >= w ? w - 1 : x
    for (let k = 0; k < c; k++) acc[k] += src[o + xx * c + k]
  }
  for (let x = 0; x < w; x++) {
    const xa = x + r < w ? x + r : w - 1
    const xs = x - r - 1 < 0 ? 0 : x - r - 1
    for (let k = 0; k < c; k++) {
      acc[k] += src[o + xa * c + k] - src[o + xs * c + k]
      dst[o + x * c + k] = acc[k] * inv
    }
  }
}

/**
 * Rows [lo, hi) of a vertical box blur of radius r over the rows held in `src` (row y at
 * (y - base) * stride), edges clamped to [0, h). Sums fixed-point integers (v * FIX rounded,
 * FIX a power of two small enough that no sum leaves the exact integers of a double): the
 * sums are exact, so the result does not depend on `lo`.
 */
function boxColumns(
  src: Float32Array,
  dst: Float32Array,
  dstBase: number,
  base: number,
  stride: number,
  h: number,
  r: number,
  lo: number,
  hi: number,
  FIX: number
): void {
  const acc = new Float64Array(stride)
  const scale = 1 / FIX / (2 * r + 1)
  for (let j = -r; j <= r; j++) {
    let yy = lo + j
    yy = yy < 0 ? 0 : yy >= h ? h - 1 : yy
    const o = (yy - base) * stride
    for (let i = 0; i < stride; i++) acc[i] += Math.round(src[o + i] * FIX)
  }
  for (let y = lo; y < hi; y++) {
    const od = (y - dstBase) * stride
    for (let i = 0; i < stride; i++) dst[od + i] = acc[i] * scale
    if (y + 1 >= hi) break
    let ya = y + 1 + r
    ya = ya >= h ? h - 1 : ya
    let ys = y - r
    ys = ys < 0 ? 0 : ys
    const oa = (ya - base) * stride
    const os = (ys - base) * stride
    for (let i = 0; i < stride; i++) acc[i] += Math.round(src[oa + i] * FIX) - Math.round(src[os + i] * FIX)
  }
}

/** Rows [y0, y1) of the almost-Gaussian blur of `src` into `dst`. */
export function gaussBand(t: GaussTask): void {
  const { width: w, height: h, channels: c, src, dst, y0, y1 } = t
  if (y1 <= y0) return
  const stride = w * c
  const radii = boxRadiiForGauss(t.sigma)
  if (radii.length === 0) {
    dst.set(src.subarray(y0 * stride, y1 * stride), y0 * stride)
    return
  }
  let reach = 0
  let rmax = 0
  for (const r of radii) {
    reach += r
    rmax = Math.max(rmax, r)
  }
  // fixed point: |sum| <= maxAbs * FIX * (2 rmax + 1) < 2^52
  const bits = Math.floor(52 - Math.log2(Math.max(t.maxAbs, 1e-30) * (2 * rmax + 1)))
  const FIX = Math.pow(2, Math.max(0, Math.min(100, bits)))
  const ey0 = Math.max(0, y0 - reach)
  const ey1 = Math.min(h, y1 + reach)
  const rows = ey1 - ey0
  let a = src.slice(ey0 * stride, ey1 * stride)
  let b = new Float32Array(rows * stride)
  for (const r of radii) {
    for (let y = 0; y < rows; y++) boxRow(a, b, y * stride, w, c, r)
    const t2 = a
    a = b
    b = t2
  }
  // vertical passes on shrinking row ranges; the last one writes dst
  let rest = reach
  for (let k = 0; k < radii.length; k++) {
    const r = radii[k]
    rest -= r
    const lo = Math.max(0, y0 - rest)
    const hi = Math.min(h, y1 + rest)
    if (k === radii.length - 1) boxColumns(a, dst, 0, ey0, stride, h, r, lo, hi, FIX)
    else {
      boxColumns(a, b, ey0, ey0, stride, h, r, lo, hi, FIX)
      const t2 = a
      a = b
      b = t2
    }
  }
}

/** Approximate Gaussian blur (3 box passes) of an interleaved c-channel image; returns a new array. */
export function gaussBlur(data: Float32Array, w: number, h: number, c: number, sigma: number): Float32Array {
  const dst = new Float32Array(data.length)
  gaussBand({ kind: "gauss", width: w, height: h, channels: c, sigma, maxAbs: maxAbs(data), src: data, dst, y0: 0, y1: h })
  return dst
}

// ---------------------------------------------------------------------------------------
// Box

/** A box blur of an RGB plane (separable, edges clamped). */
export function boxBlurRgb(src: Float32Array, w: number, h: number, r: number): Float32Array {
  const tmp = new Float32Array(src.length)
  const out = new Float32Array(src.length)
  const n = 2 * r + 1
  for (let y = 0; y < h; y++) {
    for (let c = 0; c < 3; c++) {
      let acc = 0
      for (let i = -r; i <= r; i++) acc += src[(y * w + Math.min(w - 1, Math.max(0, i))) * 3 + c]
      for (let x = 0; x < w; x++) {
        tmp[(y * w + x) * 3 + c] = acc / n
        acc += src[(y * w + Math.min(w - 1, x + r + 1)) * 3 + c] - src[(y * w + Math.max(0, x - r)) * 3 + c]
      }
    }
  }
  for (let x = 0; x < w; x++) {
    for (let c = 0; c < 3; c++) {
      let acc = 0
      for (let i = -r; i <= r; i++) acc += tmp[(Math.min(h - 1, Math.max(0, i)) * w + x) * 3 + c]
      for (let y = 0; y < h; y++) {
        out[(y * w + x) * 3 + c] = acc / n
        acc += tmp[(Math.min(h - 1, y + r + 1) * w + x) * 3 + c] - tmp[(Math.max(0, y - r) * w + x) * 3 + c]
      }
    }
  }
  return out
}

/** Box mean of a w x h plane with radius r (integral image). */
export function boxMean(src: Float32Array, w: number, h: number, r: number): Float32Array {
  const integral = new Float64Array((w + 1) * (h + 1))
  for (let y = 0; y < h; y++) {
    let row = 0
    for (let x = 0; x < w; x++) {
      row += src[y * w + x]
      integral[(y + 1) * (w + 1) + x + 1] = integral[y * (w + 1) + x + 1] + row
    }
  }
  const out = new Float32Array(w * h)
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - r)
    const y1 = Math.min(h, y + r + 1)
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - r)
      const x1 = Math.min(w, x + r + 1)
      const sum = integral[y1 * (w + 1) + x1] - integral[y0 * (w + 1) + x1] - integral[y1 * (w + 1) + x0] + integral[y0 * (w + 1) + x0]
      out[y * w + x] = sum / ((x1 - x0) * (y1 - y0))
    }
  }
  return out
}
