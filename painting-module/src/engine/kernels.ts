/**
 * The compute kernels of the painterly renderer. Every kernel works on a band (a range of
 * pixel rows, or of grid-cell rows for planning) and writes only inside it, and the value it
 * computes for a pixel or a cell never depends on where the band starts or ends. So running
 * the bands on one thread or on several gives byte-identical results.
 *
 * Pure functions over Float32Arrays (plain or SharedArrayBuffer-backed); used both on the
 * calling thread and inside the worker threads (see worker.ts).
 */
import { hash32, hashUnit } from "./prng"
import { hsvToRgb, luma601, rgbToHsv } from "./maths/colour"
import { convolveRow3, gaussBand, gaussianKernel, gaussianRows3 } from "./maths/blur"

// ---------------------------------------------------------------------------------------
// Tasks (messages of the worker protocol)

export type BlurTask = {
  kind: "blur"
  width: number
  height: number
  src: Float32Array
  dst: Float32Array
  sigma: number
  y0: number
  y1: number
}

export type FieldTask = {
  kind: "field"
  width: number
  height: number
  ref: Float32Array
  /** 3 floats per block of factor x factor pixels: stroke tangent x, y (unit) and edge strength. */
  field: Float32Array
  /** Block size of the field (it is only sampled every `radius` pixels). */
  factor: number
  /** Smoothing of the tensor, in pixels. */
  sigma: number
  seed: number
  /** Range of block rows. */
  y0: number
  y1: number
}

export type PlanTask = {
  kind: "plan"
  width: number
  height: number
  ref: Float32Array
  canvas: Float32Array
  field: Float32Array
  fieldFactor: number
  radius: number
  /** Grid spacing in pixels. */
  grid: number
  threshold: number
  curvature: number
  minStrokeLength: number
  maxStrokeLength: number
  /** The first layer paints every cell (its canvas counts as unpainted). */
  first: boolean
  seed: number
  layer: number
  jitterH: number
  jitterS: number
  jitterV: number
  /** Range of grid-cell rows. */
  y0: number
  y1: number
}

export type PaintTask = {
  kind: "paint"
  width: number
  height: number
  canvas: Float32Array
  /** Packed strokes, see STROKE_HEADER. */
  strokes: Float32Array
  radius: number
  opacity: number
  texture: number
  /** Apply the canvas weave after painting (last layer). */
  finish: boolean
  y0: number
  y1: number
}

export type Task = BlurTask | FieldTask | PlanTask | PaintTask

/** Runs one task on its band; returns the planned strokes for "plan", nothing otherwise. */
export function runTask(task: Task): Float32Array | undefined {
  switch (task.kind) {
    case "blur":
      blurBand(task)
      return undefined
    case "field":
      fieldBand(task)
      return undefined
    case "plan":
      return planBand(task)
    case "paint":
      paintBand(task)
      return undefined
  }
}

/** Above this sigma (HQ and print scale) the reference blur is three box passes, O(1) per pixel. */
const EXACT_BLUR_MAX_SIGMA = 6

function blurBand(t: BlurTask): void {
  if (t.sigma > EXACT_BLUR_MAX_SIGMA) {
    // sources are 0..1; maxAbs 4 leaves headroom for the fixed-point sums
    gaussBand({
      kind: "gauss",
      width: t.width,
      height: t.height,
      channels: 3,
      sigma: t.sigma,
      maxAbs: 4,
      src: t.src,
      dst: t.dst,
      y0: t.y0,
      y1: t.y1,
    })
    return
  }
  gaussianRows3(t.src, t.dst, t.width, t.height, t.sigma, t.y0, t.y1)
}

// ---------------------------------------------------------------------------------------
// Direction field: smoothed structure tensor of the reference's luminance. Strokes follow
// its minor eigenvector (the normal to the gradient, as in Hertzmann's paper), but the
// smoothing makes the field coherent at the brush's scale, so strokes don't wriggle.

/**
 * A faint prior structure tensor: where the image has no structure, strokes hatch along a
 * direction that wanders slowly around "/" (45 degrees, y down), +-25 degrees over ~128 px.
 * Returned as (cos 2psi, sin 2psi) of the gradient angle psi, bilinear between lattice
 * points, so it depends only on the seed and the position.
 */
const PRIOR = 2
const PRIOR_CELL = 128
const PRIOR_SPREAD = (25 * Math.PI) / 180

/** The prior's lattice, (cos 2psi, sin 2psi) per point, for lattice columns 0..cols-1. */
function priorLattice(seed: number, cols: number, row0: number, rows: number): Float64Array {
  const out = new Float64Array(cols * rows * 2)
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      // tangent angle -45 degrees (up and right) +- spread; gradient angle = tangent + 90
      const theta = -Math.PI / 4 + (hashUnit(seed, i, row0 + j, 0x9a1) * 2 - 1) * PRIOR_SPREAD
      const psi2 = 2 * (theta + Math.PI / 2)
      out[(j * cols + i) * 2] = Math.cos(psi2)
      out[(j * cols + i) * 2 + 1] = Math.sin(psi2)
    }
  }
  return out
}

function priorAt(lattice: Float64Array, cols: number, row0: number, x: number, y: number, out: Float64Array): void {
  const gx = x / PRIOR_CELL
  const gy = y / PRIOR_CELL
  const x0 = Math.floor(gx)
  const y0 = Math.floor(gy)
  const fx = gx - x0
  const fy = gy - y0
  let c = 0
  let s = 0
  for (let j = 0; j < 2; j++) {
    for (let i = 0; i < 2; i++) {
      const wgt = (i ? fx : 1 - fx) * (j ? fy : 1 - fy)
      const o = ((y0 + j - row0) * cols + x0 + i) * 2
      c += wgt * lattice[o]
      s += wgt * lattice[o + 1]
    }
  }
  out[0] = c
  out[1] = s
}

function fieldBand(t: FieldTask): void {
  const { width: w, height: h, ref, field, sigma, y0, y1 } = t
  const f = t.factor
  if (y1 <= y0) return
  const fw = Math.ceil(w / f)
  const fh = Math.ceil(h / f)
  const kern = gaussianKernel(sigma / f)
  const k = (kern.length - 1) >> 1
  // block rows whose tensor the vertical smoothing needs, and the image rows under them
  const ty0 = Math.max(0, y0 - k)
  const ty1 = Math.min(fh, y1 + k)
  const iy0 = ty0 * f
  const iy1 = Math.min(h, ty1 * f)
  const ly0 = Math.max(0, iy0 - 1)
  const ly1 = Math.min(h, iy1 + 1)
  // luminance on 0..255
  const lum = new Float32Array((ly1 - ly0) * w)
  for (let y = ly0; y < ly1; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3
      lum[(y - ly0) * w + x] = 255 * luma601(ref[i], ref[i + 1], ref[i + 2])
    }
  }
  // structure tensor (outer product of the Sobel gradient), averaged over f x f blocks
  const stride = fw * 3
  const jt = new Float32Array((ty1 - ty0) * stride)
  const blockRow = new Float64Array(stride)
  for (let by = ty0; by < ty1; by++) {
    blockRow.fill(0)
    const ya = by * f
    const yb = Math.min(h, ya + f)
    for (let y = ya; y < yb; y++) {
      const ym = (Math.max(0, y - 1) - ly0) * w
      const yc = (y - ly0) * w
      const yp = (Math.min(h - 1, y + 1) - ly0) * w
      for (let x = 0; x < w; x++) {
        const xm = x > 0 ? x - 1 : 0
        const xp = x < w - 1 ? x + 1 : w - 1
        const gx = (lum[ym + xp] + 2 * lum[yc + xp] + lum[yp + xp] - lum[ym + xm] - 2 * lum[yc + xm] - lum[yp + xm]) * 0.125
        const gy = (lum[yp + xm] + 2 * lum[yp + x] + lum[yp + xp] - lum[ym + xm] - 2 * lum[ym + x] - lum[ym + xp]) * 0.125
        const o = ((x / f) | 0) * 3
        blockRow[o] += gx * gx
        blockRow[o + 1] += gx * gy
        blockRow[o + 2] += gy * gy
      }
    }
    const row = (by - ty0) * stride
    for (let bx = 0; bx < fw; bx++) {
      const inv = 1 / ((yb - ya) * (Math.min(w, bx * f + f) - bx * f))
      jt[row + bx * 3] = blockRow[bx * 3] * inv
      jt[row + bx * 3 + 1] = blockRow[bx * 3 + 1] * inv
      jt[row + bx * 3 + 2] = blockRow[bx * 3 + 2] * inv
    }
  }
  // smooth the tensor (horizontal into hs, vertical per output row)
  const hs = new Float32Array(jt.length)
  for (let y = ty0; y < ty1; y++) convolveRow3(jt, (y - ty0) * stride, hs, (y - ty0) * stride, fw, kern, k)
  const acc = new Float64Array(stride)
  const prior = new Float64Array(2)
  const latCols = Math.floor((w + f) / PRIOR_CELL) + 2
  const latRow0 = Math.floor(((y0 + 0.5) * f) / PRIOR_CELL)
  const lattice = priorLattice(t.seed, latCols, latRow0, Math.floor(((y1 + 0.5) * f) / PRIOR_CELL) - latRow0 + 2)
  for (let y = y0; y < y1; y++) {
    acc.fill(0)
    for (let j = -k; j <= k; j++) {
      let yy = y + j
      if (yy < 0) yy = 0
      else if (yy >= fh) yy = fh - 1
      const kv = kern[j + k]
      const o = (yy - ty0) * stride
      for (let i = 0; i < stride; i++) acc[i] += kv * hs[o + i]
    }
    for (let x = 0; x < fw; x++) {
      // plus the faint prior, which only matters where the image has no structure
      priorAt(lattice, latCols, latRow0, (x + 0.5) * f, (y + 0.5) * f, prior)
      const a = acc[x * 3] + PRIOR * 0.5 * (1 + prior[0])
      const b = acc[x * 3 + 1] + PRIOR * 0.5 * prior[1]
      const c = acc[x * 3 + 2] + PRIOR * 0.5 * (1 - prior[0])
      // major eigenvector (gradient direction) at angle phi, phi = atan2(2b, a - c) / 2
      const d = a - c
      const e = 2 * b
      const s = Math.sqrt(d * d + e * e)
      let tx = 1
      let ty = 0
      if (s > 1e-9) {
        const c2 = d / s
        const cphi = Math.sqrt(Math.max(0, (1 + c2) * 0.5))
        let sphi = Math.sqrt(Math.max(0, (1 - c2) * 0.5))
        if (e < 0) sphi = -sphi
        // tangent = gradient rotated by 90 degrees
        tx = -sphi
        ty = cphi
      }
      const o = (y * fw + x) * 3
      field[o] = tx
      field[o + 1] = ty
      field[o + 2] = Math.sqrt(s)
    }
  }
}

// ---------------------------------------------------------------------------------------
// Stroke planning (Hertzmann's paintLayer + makeSplineStroke)

/** Per stroke: [pointCount, r, g, b, bristleSeed, x0, y0, x1, y1, ...]. */
export const STROKE_HEADER = 5

class FloatList {
  data = new Float32Array(4096)
  length = 0
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = new Float32Array(this.data.length * 2)
      next.set(this.data)
      this.data = next
    }
    this.data[this.length++] = v
  }
  toArray(): Float32Array {
    return this.data.slice(0, this.length)
  }
}

function colourDistance255(a: Float32Array, i: number, r: number, g: number, b: number): number {
  const dr = a[i] - r
  const dg = a[i + 1] - g
  const db = a[i + 2] - b
  return 255 * Math.sqrt(dr * dr + dg * dg + db * db)
}

/** Edge strength (gradient, 0..255 per pixel) below which strokes mostly go straight on. */
const FLAT = 2
/** Largest turn per step; a stroke that wants to turn more than STOP_TURN ends there. */
const MAX_TURN = (30 * Math.PI) / 180
const STOP_TURN = (50 * Math.PI) / 180
const MAX_TOTAL_TURN = (100 * Math.PI) / 180

/** Weight of the edge strength in the choice of a stroke's start (see planBand). */
const EDGE_PENALTY = 1

/** Colour gradient magnitude of the reference at (x, y), on the 0..255 scale (central differences). */
function edge255(ref: Float32Array, w: number, h: number, x: number, y: number): number {
  const i1 = (y * w + (x > 0 ? x - 1 : 0)) * 3
  const i2 = (y * w + (x < w - 1 ? x + 1 : w - 1)) * 3
  const i3 = ((y > 0 ? y - 1 : 0) * w + x) * 3
  const i4 = ((y < h - 1 ? y + 1 : h - 1) * w + x) * 3
  const gx = Math.abs(ref[i1] - ref[i2]) + Math.abs(ref[i1 + 1] - ref[i2 + 1]) + Math.abs(ref[i1 + 2] - ref[i2 + 2])
  const gy = Math.abs(ref[i3] - ref[i4]) + Math.abs(ref[i3 + 1] - ref[i4 + 1]) + Math.abs(ref[i3 + 2] - ref[i4 + 2])
  return 127.5 * (gx + gy)
}

function planBand(t: PlanTask): Float32Array {
  const { width: w, height: h, ref, canvas, field, radius: R, grid: g } = t
  const out = new FloatList()
  const cols = Math.ceil(w / g)
  const ff = t.fieldFactor
  const fw = Math.ceil(w / ff)
  const T = t.threshold
  const fc = t.curvature
  const pts: number[] = []
  for (let cy = t.y0; cy < t.y1; cy++) {
    const py0 = cy * g
    const py1 = Math.min(h, py0 + g)
    for (let cx = 0; cx < cols; cx++) {
      const px0 = cx * g
      const px1 = Math.min(w, px0 + g)
      const cell = cy * cols + cx
      let sx: number
      let sy: number
      if (t.first) {
        // The ground is unpainted: every cell gets a stroke. It starts where the reference
        // is flattest (least mixed across an edge by the blur), ties broken at random.
        let best = Infinity
        sx = px0
        sy = py0
        const salt = hash32(t.seed, t.layer, cell, 1)
        for (let y = py0; y < py1; y++) {
          for (let x = px0; x < px1; x++) {
            const v = edge255(ref, w, h, x, y) + hashUnit(salt, x, y)
            if (v < best) {
              best = v
              sx = x
              sy = y
            }
          }
        }
      } else {
        let sum = 0
        let best = -Infinity
        sx = px0
        sy = py0
        for (let y = py0; y < py1; y++) {
          for (let x = px0; x < px1; x++) {
            const i = (y * w + x) * 3
            const d = colourDistance255(canvas, i, ref[i], ref[i + 1], ref[i + 2])
            sum += d
            // Hertzmann starts at the largest error; we discount pixels on an edge, whose
            // blurred colour is a mix of both sides and would draw a halo along the edge
            const v = d - EDGE_PENALTY * edge255(ref, w, h, x, y)
            if (v > best) {
              best = v
              sx = x
              sy = y
            }
          }
        }
        if (sum / ((px1 - px0) * (py1 - py0)) <= T) continue
      }
      // stroke colour: the reference at the start point, optionally jittered in HSV
      const si = (sy * w + sx) * 3
      let r = ref[si]
      let gg = ref[si + 1]
      let b = ref[si + 2]
      if (t.jitterH > 0 || t.jitterS > 0 || t.jitterV > 0) {
        const jr = jitterColour(r, gg, b, t, cell)
        r = jr[0]
        gg = jr[1]
        b = jr[2]
      }
      // trace the stroke along the direction field
      pts.length = 0
      pts.push(sx, sy)
      let x = sx
      let y = sy
      let ldx = 0
      let ldy = 0
      let turned = 0
      const flip = hash32(t.seed, t.layer, cell, 3) & 1 ? -1 : 1
      for (let i = 1; i <= t.maxStrokeLength; i++) {
        const xi = Math.min(w - 1, Math.max(0, Math.round(x)))
        const yi = Math.min(h - 1, Math.max(0, Math.round(y)))
        const pi = (yi * w + xi) * 3
        if (i > t.minStrokeLength) {
          const dStroke = colourDistance255(ref, pi, r, gg, b)
          if (t.first) {
            // no canvas to compare with: stop where the colour under the brush has changed a lot
            if (dStroke > T * 0.5) break
          } else {
            const dCanvas = colourDistance255(ref, pi, canvas[pi], canvas[pi + 1], canvas[pi + 2])
            if (dCanvas < dStroke) break
          }
        }
        const fi = (((yi / ff) | 0) * fw + ((xi / ff) | 0)) * 3
        let dx = field[fi]
        let dy = field[fi + 1]
        if (ldx === 0 && ldy === 0) {
          dx *= flip
          dy *= flip
        } else {
          if (dx * ldx + dy * ldy < 0) {
            dx = -dx
            dy = -dy
          }
          // where the image has little structure, keep the previous direction
          const fs = field[fi + 2]
          const wgt = (fs * fs) / (fs * fs + FLAT * FLAT)
          dx = wgt * dx + (1 - wgt) * ldx
          dy = wgt * dy + (1 - wgt) * ldy
          // Hertzmann's curvature filter
          dx = fc * dx + (1 - fc) * ldx
          dy = fc * dy + (1 - fc) * ldy
        }
        let len = Math.sqrt(dx * dx + dy * dy)
        if (len < 1e-6) break
        dx /= len
        dy /= len
        if (ldx !== 0 || ldy !== 0) {
          // no hooks or curls: a bounded turn per step and in total
          const cross = ldx * dy - ldy * dx
          const dot = ldx * dx + ldy * dy
          const turn = Math.atan2(cross, dot)
          if (i > t.minStrokeLength && (Math.abs(turn) > STOP_TURN || Math.abs(turned + turn) > MAX_TOTAL_TURN)) break
          const clamped = turn > MAX_TURN ? MAX_TURN : turn < -MAX_TURN ? -MAX_TURN : turn
          if (clamped !== turn) {
            const cs = Math.cos(clamped)
            const sn = Math.sin(clamped)
            dx = ldx * cs - ldy * sn
            dy = ldx * sn + ldy * cs
            len = Math.sqrt(dx * dx + dy * dy)
            dx /= len
            dy /= len
          }
          turned += clamped
        }
        const nx = x + R * dx
        const ny = y + R * dy
        if (nx < -0.5 || ny < -0.5 || nx > w - 0.5 || ny > h - 0.5) break
        x = nx
        y = ny
        ldx = dx
        ldy = dy
        pts.push(x, y)
      }
      out.push(pts.length / 2)
      out.push(r)
      out.push(gg)
      out.push(b)
      out.push(hash32(t.seed, t.layer, cell, 4) & 0xffffff)
      for (let i = 0; i < pts.length; i++) out.push(pts[i])
    }
  }
  return out.toArray()
}

function jitterColour(r: number, g: number, b: number, t: PlanTask, cell: number): [number, number, number] {
  let [hue, sat, val] = rgbToHsv(r, g, b)
  hue += (hashUnit(t.seed, t.layer, cell, 5) * 2 - 1) * t.jitterH
  sat += (hashUnit(t.seed, t.layer, cell, 6) * 2 - 1) * t.jitterS
  val += (hashUnit(t.seed, t.layer, cell, 7) * 2 - 1) * t.jitterV
  hue -= Math.floor(hue)
  sat = Math.min(1, Math.max(0, sat))
  val = Math.min(1, Math.max(0, val))
  return hsvToRgb(hue, sat, val)
}

// ---------------------------------------------------------------------------------------
// Stroke rasterisation. Each stroke is a thick antialiased polyline with round caps and
// joins; a pixel takes the stroke's colour once, with the coverage of its nearest segment
// (overlapping segments of one stroke don't add up). Strokes are composited front to back
// (the "under" operator, last stroke first), which equals painting them in order but lets
// a pixel that is already fully covered skip all the strokes beneath it.

type PaintScratch = {
  stamp: Int32Array
  minD2: Float32Array
  /** accumulated premultiplied colour (3) and alpha (1) of the strokes above */
  acc: Float32Array
  /** the accumulation before the current stroke touched the pixel */
  snap: Float32Array
}
let scratch: PaintScratch | undefined

function getScratch(n: number): PaintScratch {
  if (!scratch || scratch.stamp.length < n) {
    scratch = { stamp: new Int32Array(n), minD2: new Float32Array(n), acc: new Float32Array(n * 4), snap: new Float32Array(n * 4) }
  }
  return scratch
}

// light comes from the upper left
const LIGHT_X = -0.6
const LIGHT_Y = -0.8
/** Accumulated alpha above which a pixel counts as covered. */
const OPAQUE = 0.999

function paintBand(t: PaintTask): void {
  const { width: w, canvas, strokes, radius: R, y0, y1 } = t
  if (y1 <= y0) return
  const opacity = t.opacity
  const tex = Math.max(0, Math.min(1, t.texture))
  const bandPixels = (y1 - y0) * w
  const s = getScratch(bandPixels)
  const stamp = s.stamp
  const minD2 = s.minD2
  const acc = s.acc
  const snap = s.snap
  stamp.fill(0, 0, bandPixels)
  acc.fill(0, 0, bandPixels * 4)
  const reach = R + 0.5
  const reach2 = reach * reach
  const invR = 1 / R
  // bristles across the brush, about 1.6 px apart
  const nb = Math.max(3, Math.round((2 * R) / 1.6) + 1)
  const bristle = new Float32Array(nb)
  const kBristle = 0.09 * tex
  const kLight = 0.08 * tex
  const kEdge = 0.04 * tex

  // stroke offsets, to walk them last to first
  let count = 0
  for (let off = 0; off < strokes.length; off += STROKE_HEADER + 2 * strokes[off]) count++
  const offsets = new Int32Array(count)
  for (let off = 0, i = 0; off < strokes.length; off += STROKE_HEADER + 2 * strokes[off]) offsets[i++] = off

  for (let si = count - 1; si >= 0; si--) {
    const off = offsets[si]
    const n = strokes[off]
    const cr = strokes[off + 1]
    const cg = strokes[off + 2]
    const cb = strokes[off + 3]
    const bseed = strokes[off + 4]
    const p = off + STROKE_HEADER
    const id = si + 1
    let minY = Infinity
    let maxY = -Infinity
    for (let i = 0; i < n; i++) {
      const yy = strokes[p + 2 * i + 1]
      if (yy < minY) minY = yy
      if (yy > maxY) maxY = yy
    }
    if (maxY + reach < y0 || minY - reach >= y1) continue
    if (tex > 0) {
      for (let i = 0; i < nb; i++) bristle[i] = hashUnit(bseed, i, 11) * 2 - 1
    }
    const segs = n > 1 ? n - 1 : 1
    for (let sgi = 0; sgi < segs; sgi++) {
      const ax = strokes[p + 2 * sgi]
      const ay = strokes[p + 2 * sgi + 1]
      const bx = n > 1 ? strokes[p + 2 * sgi + 2] : ax
      const by = n > 1 ? strokes[p + 2 * sgi + 3] : ay
      const dx = bx - ax
      const dy = by - ay
      const len2 = dx * dx + dy * dy
      const inv2 = len2 > 1e-12 ? 1 / len2 : 0
      const len = Math.sqrt(len2)
      const nx = len > 1e-6 ? -dy / len : 0
      const ny = len > 1e-6 ? dx / len : 1
      const ux = ny
      const uy = -nx
      const ya = Math.max(y0, Math.ceil(Math.min(ay, by) - reach))
      const yb = Math.min(y1 - 1, Math.floor(Math.max(ay, by) + reach))
      const skipBack = sgi > 0
      for (let py = ya; py <= yb; py++) {
        const rowL = (py - y0) * w
        const ry = py - ay
        // x-interval of the capsule (end discs + slab) on this row; exact tests follow
        let lo = Infinity
        let hi = -Infinity
        if (ry * ry < reach2) {
          const hw = Math.sqrt(reach2 - ry * ry)
          lo = ax - hw
          hi = ax + hw
        }
        const ryb = py - by
        if (ryb * ryb < reach2) {
          const hw = Math.sqrt(reach2 - ryb * ryb)
          if (bx - hw < lo) lo = bx - hw
          if (bx + hw > hi) hi = bx + hw
        }
        if (len > 1e-6) {
          let sl = -Infinity
          let sh = Infinity
          // 0 <= (x - ax) * ux + ry * uy <= len
          if (Math.abs(ux) > 1e-9) {
            const q0 = (0 - ry * uy) / ux
            const q1 = (len - ry * uy) / ux
            sl = Math.max(sl, Math.min(q0, q1))
            sh = Math.min(sh, Math.max(q0, q1))
          } else if (ry * uy < 0 || ry * uy > len) sh = -Infinity
          // |(x - ax) * nx + ry * ny| <= reach
          if (Math.abs(nx) > 1e-9) {
            const q0 = (-reach - ry * ny) / nx
            const q1 = (reach - ry * ny) / nx
            sl = Math.max(sl, Math.min(q0, q1))
            sh = Math.min(sh, Math.max(q0, q1))
          } else if (Math.abs(ry * ny) > reach) sh = -Infinity
          if (sl <= sh) {
            if (ax + sl < lo) lo = ax + sl
            if (ax + sh > hi) hi = ax + sh
          }
        }
        if (hi < lo) continue
        const xa = Math.max(0, Math.floor(lo))
        const xb = Math.min(w - 1, Math.ceil(hi))
        for (let px = xa; px <= xb; px++) {
          const li = rowL + px
          const st = stamp[li]
          // covered by the strokes above (and not by this one)
          if (st !== id && acc[li * 4 + 3] >= OPAQUE) continue
          const rx = px - ax
          let tt = (rx * dx + ry * dy) * inv2
          if (tt < 0) {
            // behind the start of a joint: the previous segment's end disc is at least as near
            if (skipBack) continue
            tt = 0
          } else if (tt > 1) tt = 1
          const ex = rx - tt * dx
          const ey = ry - tt * dy
          const d2 = ex * ex + ey * ey
          if (d2 >= reach2) continue
          const ai = li * 4
          if (st !== id) {
            stamp[li] = id
            snap[ai] = acc[ai]
            snap[ai + 1] = acc[ai + 1]
            snap[ai + 2] = acc[ai + 2]
            snap[ai + 3] = acc[ai + 3]
          } else if (d2 >= minD2[li]) continue
          minD2[li] = d2
          const d = Math.sqrt(d2)
          let cov = reach - d
          if (cov > 1) cov = 1
          let m = 1
          if (tex > 0) {
            // bristle streaks along the stroke, a lit impasto ridge, darker edges
            let u = ((rx * nx + ry * ny) * invR * 0.5 + 0.5) * (nb - 1)
            if (u < 0) u = 0
            else if (u > nb - 1) u = nb - 1
            const ui = Math.min(nb - 2, Math.floor(u))
            const uf = u - ui
            const br = bristle[ui] * (1 - uf) + bristle[ui + 1] * uf
            const dr = d * invR
            const lit = d > 1e-6 ? (ex * LIGHT_X + ey * LIGHT_Y) / d : 0
            const dr2 = dr * dr
            m = 1 + kBristle * br + kLight * dr * lit - kEdge * dr2 * dr2
          }
          let r = cr * m
          let g = cg * m
          let b = cb * m
          if (r > 1) r = 1
          if (g > 1) g = 1
          if (b > 1) b = 1
          // "under": this stroke goes beneath what is accumulated above it
          const sa = snap[ai + 3]
          const wgt = (1 - sa) * cov * opacity
          acc[ai] = snap[ai] + wgt * r
          acc[ai + 1] = snap[ai + 1] + wgt * g
          acc[ai + 2] = snap[ai + 2] + wgt * b
          acc[ai + 3] = sa + wgt
        }
      }
    }
  }
  // the strokes over the canvas as it was
  for (let li = 0; li < bandPixels; li++) {
    const ai = li * 4
    const a = acc[ai + 3]
    if (a === 0) continue
    const gi = (y0 * w + li) * 3
    const ia = 1 - a
    canvas[gi] = acc[ai] + ia * canvas[gi]
    canvas[gi + 1] = acc[ai + 1] + ia * canvas[gi + 1]
    canvas[gi + 2] = acc[ai + 2] + ia * canvas[gi + 2]
  }
  if (t.finish && tex > 0) weaveBand(canvas, w, y0, y1, tex)
}

/** A faint basket-weave canvas texture, lit from the upper left. */
const WEAVE = (() => {
  const p = 4
  const out = new Float32Array(p)
  for (let i = 0; i < p; i++) out[i] = Math.cos((2 * Math.PI * i) / p)
  return out
})()

function weaveBand(canvas: Float32Array, w: number, y0: number, y1: number, tex: number): void {
  const k = 0.035 * tex
  for (let y = y0; y < y1; y++) {
    for (let x = 0; x < w; x++) {
      const vertical = ((x >> 2) + (y >> 2)) & 1
      const v = vertical ? WEAVE[y & 3] : WEAVE[x & 3]
      const m = 1 + k * v
      const i = (y * w + x) * 3
      const r = canvas[i] * m
      const g = canvas[i + 1] * m
      const b = canvas[i + 2] * m
      canvas[i] = r > 1 ? 1 : r
      canvas[i + 1] = g > 1 ? 1 : g
      canvas[i + 2] = b > 1 ? 1 : b
    }
  }
}
