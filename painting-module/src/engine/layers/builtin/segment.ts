/**
 * The `segment` layer: a soft mask of the pet (1 = subject, 0 = background).
 *
 * A classical method in the manner of GrabCut (Rother, Kolmogorov and Blake, 2004), with
 * no model weights: colour models of the subject and of the background, each a Gaussian
 * mixture in RGB, are seeded by the subject box from the photo analysis (outside the box is
 * background); each pixel's log-odds of belonging to the subject come from the two models
 * plus a mild prior for the box's centre; a contrast-sensitive smoothness term (neighbours
 * of similar colour want the same label) is solved by mean-field iterations instead of a
 * graph cut; the models are refitted to the new labels and the whole repeats. The labels are
 * cleaned: a morphological closing bridges small gaps, only the largest piece reaching the
 * box's central third is kept (the pet, not a chair or bicycle apart from it), and every
 * hole the background outside the box cannot reach becomes subject (a white bib on a cat
 * against a white wall, even where it runs off the picture's edge inside the box). Then a
 * guided filter on the photo brings the mask to full size so it follows fur edges.
 * Everything runs on a ~200 px copy: about 50-150 ms per photo.
 */
import { boxMean } from "../../maths/blur"
import { luma601 } from "../../maths/colour"
import type { Raster } from "../../types"
import type { Box, LayerContext } from "../contract"
import type { PipelineContext } from "./context"
import { FIRST_CUT } from "./cut-version"
import { judgeMask, type MaskJudgement } from "./judge-mask"
import { resizeMask } from "./photo"

export type SegmentParams = {
  /** Long side of the working copy, px. */
  workSize?: number
  /** Gaussians per colour model. */
  components?: number
  /** Model refits (GrabCut iterations). */
  iterations?: number
  /** Mean-field steps per iteration. */
  steps?: number
  /** Weight of the smoothness term. */
  smoothness?: number
  /** Strength of the prior for the subject box's centre (log-odds). */
  centrePrior?: number
  /** Radius of the morphological closing of the labels, share of the working copy's long side. */
  closing?: number
  /** The pet's first colour model comes from the box's central ellipse of this radius (share of the box), not the whole box. */
  coreSeeds?: number
  /** The box's inner rim this deep (share of the box; sides and bottom) seeds the background's first colour model. */
  rimSeeds?: number
  /** Log-odds against the pet inside another subject's box (a person, a second animal) away from the pet's core. */
  avoidPrior?: number
  /** When the cut cannot be trusted (judge-mask.ts), the full frame vignetted instead of a wrong shape. */
  fallback?: boolean
}

const DEFAULTS: Required<SegmentParams> = {
  workSize: 200,
  components: 5,
  iterations: 4,
  steps: 6,
  smoothness: 1.2,
  centrePrior: 1.5,
  closing: 0.012,
  coreSeeds: 0.6,
  rimSeeds: 0.05,
  avoidPrior: 2,
  fallback: true,
}

type Gmm = { k: number; w: Float64Array; mean: Float64Array; inv: Float64Array; logNorm: Float64Array }

/** Area-average downscale of an RGB raster to w x h, values 0..255. */
function shrink(input: Raster, w: number, h: number): Float32Array {
  const out = new Float32Array(w * h * 3)
  const counts = new Float32Array(w * h)
  const { width: W, height: H, data } = input
  const tx = new Int32Array(W)
  for (let x = 0; x < W; x++) tx[x] = Math.min(w - 1, Math.floor((x * w) / W))
  for (let y = 0; y < H; y++) {
    const row = Math.min(h - 1, Math.floor((y * h) / H)) * w
    for (let x = 0, s = y * W * 3; x < W; x++, s += 3) {
      const t = row + tx[x]
      out[t * 3] += data[s]
      out[t * 3 + 1] += data[s + 1]
      out[t * 3 + 2] += data[s + 2]
      counts[t]++
    }
  }
  for (let i = 0; i < w * h; i++) {
    const c = counts[i] ? 255 / counts[i] : 0
    out[i * 3] *= c
    out[i * 3 + 1] *= c
    out[i * 3 + 2] *= c
  }
  return out
}

/** A Gaussian mixture fitted to the pixels whose index is listed (k-means, then moments). */
function fitGmm(img: Float32Array, idx: Int32Array, k: number): Gmm {
  const n = idx.length
  const kk = Math.max(1, Math.min(k, n, 64))
  // Deterministic farthest-point initialisation from an evenly spaced sample.
  const stride = Math.max(1, Math.floor(n / 4000))
  const sample: number[] = []
  for (let i = 0; i < n; i += stride) sample.push(idx[i])
  const centres = new Float64Array(kk * 3)
  const first = sample[Math.floor(sample.length / 2)]
  centres.set([img[first * 3], img[first * 3 + 1], img[first * 3 + 2]], 0)
  const dist = new Float64Array(sample.length).fill(Infinity)
  for (let c = 1; c < kk; c++) {
    let best = 0
    let bestD = -1
    for (let s = 0; s < sample.length; s++) {
      const p = sample[s] * 3
      const dr = img[p] - centres[(c - 1) * 3]
      const dg = img[p + 1] - centres[(c - 1) * 3 + 1]
      const db = img[p + 2] - centres[(c - 1) * 3 + 2]
      const d = dr * dr + dg * dg + db * db
      if (d < dist[s]) dist[s] = d
      if (dist[s] > bestD) {
        bestD = dist[s]
        best = s
      }
    }
    const p = sample[best] * 3
    centres.set([img[p], img[p + 1], img[p + 2]], c * 3)
  }
  const assign = new Int32Array(n)
  const nearest = (p: number) => {
    let best = 0
    let bestD = Infinity
    for (let c = 0; c < kk; c++) {
      const dr = img[p] - centres[c * 3]
      const dg = img[p + 1] - centres[c * 3 + 1]
      const db = img[p + 2] - centres[c * 3 + 2]
      const d = dr * dr + dg * dg + db * db
      if (d < bestD) {
        bestD = d
        best = c
      }
    }
    return best
  }
  for (let iter = 0; iter < 5; iter++) {
    const sums = new Float64Array(kk * 4)
    for (let i = 0; i < n; i++) {
      const p = idx[i] * 3
      const c = nearest(p)
      assign[i] = c
      sums[c * 4] += img[p]
      sums[c * 4 + 1] += img[p + 1]
      sums[c * 4 + 2] += img[p + 2]
      sums[c * 4 + 3]++
    }
    for (let c = 0; c < kk; c++) {
      if (sums[c * 4 + 3] > 0) for (let j = 0; j < 3; j++) centres[c * 3 + j] = sums[c * 4 + j] / sums[c * 4 + 3]
    }
  }
  // Moments per cluster: weight, mean, covariance (regularised), its inverse and log-normaliser.
  const w = new Float64Array(kk)
  const cov = new Float64Array(kk * 6)
  for (let i = 0; i < n; i++) {
    const c = assign[i]
    const p = idx[i] * 3
    const r = img[p] - centres[c * 3]
    const g = img[p + 1] - centres[c * 3 + 1]
    const b = img[p + 2] - centres[c * 3 + 2]
    w[c]++
    cov[c * 6] += r * r
    cov[c * 6 + 1] += r * g
    cov[c * 6 + 2] += r * b
    cov[c * 6 + 3] += g * g
    cov[c * 6 + 4] += g * b
    cov[c * 6 + 5] += b * b
  }
  const inv = new Float64Array(kk * 6)
  const logNorm = new Float64Array(kk)
  for (let c = 0; c < kk; c++) {
    const m = Math.max(1, w[c])
    const reg = 25
    const a = cov[c * 6] / m + reg
    const bq = cov[c * 6 + 1] / m
    const cq = cov[c * 6 + 2] / m
    const d = cov[c * 6 + 3] / m + reg
    const e = cov[c * 6 + 4] / m
    const f = cov[c * 6 + 5] / m + reg
    // inverse of the symmetric 3x3 [[a,b,c],[b,d,e],[c,e,f]]
    const A = d * f - e * e
    const B = -(bq * f - cq * e)
    const C = bq * e - cq * d
    const det = a * A + bq * B + cq * C
    const D = a * f - cq * cq
    const E = -(a * e - bq * cq)
    const F = a * d - bq * bq
    inv.set([A / det, B / det, C / det, D / det, E / det, F / det], c * 6)
    w[c] = w[c] / Math.max(1, n)
    logNorm[c] = Math.log(Math.max(1e-6, w[c])) - 0.5 * Math.log(Math.max(1e-9, det))
  }
  return { k: kk, w, mean: centres, inv, logNorm }
}

const TERMS = new Float64Array(64)

function logLikelihood(g: Gmm, r: number, gr: number, b: number): number {
  let max = -Infinity
  const terms = TERMS
  for (let c = 0; c < g.k; c++) {
    const dr = r - g.mean[c * 3]
    const dg = gr - g.mean[c * 3 + 1]
    const db = b - g.mean[c * 3 + 2]
    const i = c * 6
    const m =
      dr * (g.inv[i] * dr + g.inv[i + 1] * dg + g.inv[i + 2] * db) +
      dg * (g.inv[i + 1] * dr + g.inv[i + 3] * dg + g.inv[i + 4] * db) +
      db * (g.inv[i + 2] * dr + g.inv[i + 4] * dg + g.inv[i + 5] * db)
    const t = g.logNorm[c] - 0.5 * m
    terms[c] = t
    if (t > max) max = t
  }
  let s = 0
  for (let c = 0; c < g.k; c++) s += Math.exp(terms[c] - max)
  return max + Math.log(s)
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x))

/** Components of `on` pixels (4-connected); returns a label per pixel (-1 = off) and the count. */
function components(on: Uint8Array, w: number, h: number): { label: Int32Array; count: number } {
  const label = new Int32Array(w * h).fill(-1)
  const stack = new Int32Array(w * h)
  let count = 0
  for (let s = 0; s < w * h; s++) {
    if (!on[s] || label[s] >= 0) continue
    let top = 0
    stack[top++] = s
    label[s] = count
    while (top) {
      const p = stack[--top]
      const x = p % w
      const y = (p - x) / w
      const visit = (q: number) => {
        if (on[q] && label[q] < 0) {
          label[q] = count
          stack[top++] = q
        }
      }
      if (x > 0) visit(p - 1)
      if (x < w - 1) visit(p + 1)
      if (y > 0) visit(p - w)
      if (y < h - 1) visit(p + w)
    }
    count++
  }
  return { label, count }
}

/** Binary dilation by a (2r+1)-square (separable running max). */
function dilate(src: Uint8Array, w: number, h: number, r: number): Uint8Array {
  return morph(src, w, h, r, 1)
}

/** Binary erosion by a (2r+1)-square; outside the picture counts as set (no erosion from the edge). */
function erode(src: Uint8Array, w: number, h: number, r: number): Uint8Array {
  return morph(src, w, h, r, 0)
}

function morph(src: Uint8Array, w: number, h: number, r: number, hit: 0 | 1): Uint8Array {
  const pass = (a: Uint8Array, horizontal: boolean) => {
    const out = new Uint8Array(w * h)
    const len = horizontal ? w : h
    const lines = horizontal ? h : w
    const at = (line: number, k: number) => (horizontal ? line * w + k : k * w + line)
    for (let line = 0; line < lines; line++) {
      // distance to the last `hit` value seen, scanning both ways
      let last = -1e9
      const near = new Int32Array(len)
      for (let k = 0; k < len; k++) {
        if (a[at(line, k)] === hit) last = k
        near[k] = k - last
      }
      last = 2e9
      for (let k = len - 1; k >= 0; k--) {
        if (a[at(line, k)] === hit) last = k
        const d = Math.min(near[k], last - k)
        out[at(line, k)] = d <= r ? hit : 1 - hit
      }
    }
    return out
  }
  return pass(pass(src, true), false)
}

/** He's guided filter: `p` smoothed while keeping the edges of the grey guide `I`. */
export function guidedFilter(I: Float32Array, p: Float32Array, w: number, h: number, r: number, eps: number): Float32Array {
  const n = w * h
  const Ip = new Float32Array(n)
  const II = new Float32Array(n)
  for (let i = 0; i < n; i++) {
    Ip[i] = I[i] * p[i]
    II[i] = I[i] * I[i]
  }
  const mI = boxMean(I, w, h, r)
  const mp = boxMean(p, w, h, r)
  const mIp = boxMean(Ip, w, h, r)
  const mII = boxMean(II, w, h, r)
  const a = new Float32Array(n)
  const b = new Float32Array(n)
  for (let i = 0; i < n; i++) {
    const cov = mIp[i] - mI[i] * mp[i]
    const v = mII[i] - mI[i] * mI[i]
    a[i] = cov / (v + eps)
    b[i] = mp[i] - a[i] * mI[i]
  }
  const ma = boxMean(a, w, h, r)
  const mb = boxMean(b, w, h, r)
  const out = new Float32Array(n)
  for (let i = 0; i < n; i++) out[i] = Math.min(1, Math.max(0, ma[i] * I[i] + mb[i]))
  return out
}

/**
 * The subject mask of an RGB raster (values 0..1), one float per pixel, given the subject
 * box in the raster's pixels (null: the middle of the picture).
 */
export function segmentSubject(input: Raster, subject: Box | null, options: SegmentParams = {}, others: Box[] = []): Float32Array {
  return segmentWithJudgement(input, subject, options, others).mask
}

/**
 * segmentSubject with the judgement of its cut (judge-mask.ts). `others` are the boxes of
 * the people and animals the painting leaves out, in the raster's pixels.
 */
export function segmentWithJudgement(
  input: Raster,
  subject: Box | null,
  options: SegmentParams = {},
  others: Box[] = []
): { mask: Float32Array; judgement: MaskJudgement; fellBack: boolean } {
  const o = { ...DEFAULTS, ...options }
  const { width: W, height: H } = input
  const scale = Math.min(1, o.workSize / Math.max(W, H))
  const w = Math.max(8, Math.round(W * scale))
  const h = Math.max(8, Math.round(H * scale))
  const img = shrink(input, w, h)
  const n = w * h
  const sx = w / W
  const sy = h / H
  const b = subject ?? { x: W * 0.1, y: H * 0.1, width: W * 0.8, height: H * 0.8 }
  const bx0 = Math.max(0, Math.floor(b.x * sx))
  const by0 = Math.max(0, Math.floor(b.y * sy))
  const bx1 = Math.min(w, Math.ceil((b.x + b.width) * sx))
  const by1 = Math.min(h, Math.ceil((b.y + b.height) * sy))
  // Detector boxes are a little loose or tight: outside the box grown by 4% is surely background.
  const gx = Math.round((bx1 - bx0) * 0.04)
  const gy = Math.round((by1 - by0) * 0.04)
  const hx0 = Math.max(0, bx0 - gx)
  const hy0 = Math.max(0, by0 - gy)
  const hx1 = Math.min(w, bx1 + gx)
  const hy1 = Math.min(h, by1 + gy)
  const avoid = others.map((a) => ({
    x0: Math.floor(a.x * sx),
    y0: Math.floor(a.y * sy),
    x1: Math.ceil((a.x + a.width) * sx),
    y1: Math.ceil((a.y + a.height) * sy),
  }))
  const hardBg = new Uint8Array(n)
  const inBox = new Uint8Array(n)
  const prior = new Float32Array(n)
  const cx = (bx0 + bx1) / 2
  const cy = (by0 + by1) / 2
  const rx = Math.max(1, (bx1 - bx0) / 2)
  const ry = Math.max(1, (by1 - by0) / 2)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x
      if (x < hx0 || x >= hx1 || y < hy0 || y >= hy1) hardBg[i] = 1
      if (x >= bx0 && x < bx1 && y >= by0 && y < by1) inBox[i] = 1
      const d2 = ((x + 0.5 - cx) / rx) ** 2 + ((y + 0.5 - cy) / ry) ** 2
      prior[i] = o.centrePrior * (1 - d2)
      // Someone else's box, away from the pet's core: a person hugging the dog is not the dog.
      if (d2 > 0.25) for (const other of avoid) if (x >= other.x0 && x < other.x1 && y >= other.y0 && y < other.y1) prior[i] -= o.avoidPrior
    }
  }
  // Background colour samples: outside the box; when the box fills the frame, a thin ring
  // along the picture's edge (a probable background, not a certain one).
  let bgSeeds: number[] = []
  for (let i = 0; i < n; i++) if (hardBg[i]) bgSeeds.push(i)
  if (bgSeeds.length < n * 0.04) {
    const ring = Math.max(1, Math.round(Math.min(w, h) * 0.04))
    bgSeeds = []
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) if (x < ring || y < ring || x >= w - ring || y >= h - ring) bgSeeds.push(y * w + x)
  }
  // The pet's first colour model comes from the box's core, the background's also from the
  // box's rim: a box holds more than the pet (a blanket beside a cat, a fence behind a dog),
  // and its rim touches the pet only at its extremities. The top rim is left out: ears.
  let fgSeeds: number[] = []
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x
      if (!inBox[i] || hardBg[i]) continue
      const d2 = ((x + 0.5 - cx) / rx) ** 2 + ((y + 0.5 - cy) / ry) ** 2
      if (d2 <= o.coreSeeds * o.coreSeeds) fgSeeds.push(i)
      const rimX = Math.min(x - bx0, bx1 - 1 - x) / Math.max(1, bx1 - bx0)
      const rimY = (by1 - 1 - y) / Math.max(1, by1 - by0)
      const onPictureEdge = x <= 1 || y <= 1 || x >= w - 2 || y >= h - 2
      if (Math.min(rimX, rimY) < o.rimSeeds && !onPictureEdge) bgSeeds.push(i)
    }
  }
  if (fgSeeds.length < 16) for (let i = 0; i < n; i++) if (inBox[i] && !hardBg[i]) fgSeeds.push(i)

  // Contrast-sensitive neighbour weights (8-neighbourhood), beta from the mean contrast.
  const offsets = [
    [1, 0, 1],
    [0, 1, 1],
    [1, 1, Math.SQRT1_2],
    [-1, 1, Math.SQRT1_2],
  ] as const
  let total = 0
  let pairs = 0
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      for (const [dx, dy] of offsets) {
        const nx = x + dx
        const ny = y + dy
        if (nx < 0 || nx >= w || ny >= h) continue
        const p = (y * w + x) * 3
        const q = (ny * w + nx) * 3
        total += (img[p] - img[q]) ** 2 + (img[p + 1] - img[q + 1]) ** 2 + (img[p + 2] - img[q + 2]) ** 2
        pairs++
      }
    }
  }
  const beta = 1 / (2 * Math.max(1e-6, total / Math.max(1, pairs)))
  const weights = new Float32Array(n * 8)
  const nb = new Int32Array(n * 8).fill(-1)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x
      let k = 0
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if (!dx && !dy) continue
          const nx = x + dx
          const ny = y + dy
          if (nx >= 0 && nx < w && ny >= 0 && ny < h) {
            const j = ny * w + nx
            const d2 = (img[i * 3] - img[j * 3]) ** 2 + (img[i * 3 + 1] - img[j * 3 + 1]) ** 2 + (img[i * 3 + 2] - img[j * 3 + 2]) ** 2
            nb[i * 8 + k] = j
            weights[i * 8 + k] = Math.exp(-beta * d2) / (dx && dy ? Math.SQRT2 : 1)
          }
          k++
        }
      }
    }
  }

  let q = new Float32Array(n)
  const unary = new Float32Array(n)
  for (let iter = 0; iter < o.iterations; iter++) {
    if (fgSeeds.length < 16 || bgSeeds.length < 16) break
    const fg = fitGmm(img, Int32Array.from(fgSeeds), o.components)
    const bg = fitGmm(img, Int32Array.from(bgSeeds), o.components)
    for (let i = 0; i < n; i++) {
      if (hardBg[i]) {
        unary[i] = -20
        continue
      }
      const p = i * 3
      const u = logLikelihood(fg, img[p], img[p + 1], img[p + 2]) - logLikelihood(bg, img[p], img[p + 1], img[p + 2])
      unary[i] = Math.max(-8, Math.min(8, u)) + prior[i]
    }
    if (iter === 0) for (let i = 0; i < n; i++) q[i] = hardBg[i] ? 0 : sigmoid(unary[i])
    for (let s = 0; s < o.steps; s++) {
      const next = new Float32Array(n)
      for (let i = 0; i < n; i++) {
        if (hardBg[i]) continue
        let field = unary[i]
        for (let k = 0; k < 8; k++) {
          const j = nb[i * 8 + k]
          if (j >= 0) field += o.smoothness * 4 * weights[i * 8 + k] * (q[j] - 0.5)
        }
        next[i] = sigmoid(field)
      }
      q = next
    }
    fgSeeds = []
    const bgNext: number[] = []
    for (let i = 0; i < n; i++) {
      if (q[i] > 0.5) fgSeeds.push(i)
      else bgNext.push(i)
    }
    if (bgNext.length >= 16) bgSeeds = bgNext
  }

  // Clean-up on the labels: close small gaps, keep the one piece the pet is (the largest
  // reaching the box's central third), fill every hole not reached by the background.
  const labels = new Uint8Array(n)
  for (let i = 0; i < n; i++) labels[i] = q[i] > 0.5 ? 1 : 0
  const rc = Math.max(1, Math.round(Math.max(w, h) * o.closing))
  const on = erode(dilate(labels, w, h, rc), w, h, rc)
  for (let i = 0; i < n; i++) if (hardBg[i]) on[i] = 0
  const fgParts = components(on, w, h)
  const areas = new Int32Array(fgParts.count)
  for (let i = 0; i < n; i++) if (fgParts.label[i] >= 0) areas[fgParts.label[i]]++
  const central = new Uint8Array(fgParts.count)
  const ix0 = Math.floor(cx - rx / 3)
  const ix1 = Math.ceil(cx + rx / 3)
  const iy0 = Math.floor(cy - ry / 3)
  const iy1 = Math.ceil(cy + ry / 3)
  for (let y = Math.max(0, iy0); y < Math.min(h, iy1); y++) {
    for (let x = Math.max(0, ix0); x < Math.min(w, ix1); x++) {
      const l = fgParts.label[y * w + x]
      if (l >= 0) central[l] = 1
    }
  }
  let best = -1
  for (let l = 0; l < fgParts.count; l++) if (central[l] && (best < 0 || areas[l] > areas[best])) best = l
  if (best < 0) for (let l = 0; l < fgParts.count; l++) if (best < 0 || areas[l] > areas[best]) best = l
  const keep = new Uint8Array(n)
  for (let i = 0; i < n; i++) keep[i] = best >= 0 && fgParts.label[i] === best ? 1 : 0
  // The background is what is reached from outside the subject box (or from the picture's
  // edge when the box fills it); whatever it does not reach is inside the pet.
  const reached = new Uint8Array(n)
  const stack = new Int32Array(n)
  let top = 0
  const seed = (i: number) => {
    if (!keep[i] && !reached[i]) {
      reached[i] = 1
      stack[top++] = i
    }
  }
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (x < bx0 || x >= bx1 || y < by0 || y >= by1) seed(y * w + x)
  if (!top) for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (x === 0 || y === 0 || x === w - 1 || y === h - 1) seed(y * w + x)
  while (top) {
    const p = stack[--top]
    const x = p % w
    if (x > 0) seed(p - 1)
    if (x < w - 1) seed(p + 1)
    if (p >= w) seed(p - w)
    if (p < n - w) seed(p + w)
  }
  for (let i = 0; i < n; i++) {
    if (keep[i] || !reached[i]) q[i] = Math.max(q[i], 0.9)
    else q[i] = Math.min(q[i], 0.1)
  }
  const finalLabels = new Uint8Array(n)
  for (let i = 0; i < n; i++) finalLabels[i] = q[i] > 0.5 ? 1 : 0
  const judgement = judgeMask(finalLabels, img, w, h, { x: bx0, y: by0, width: bx1 - bx0, height: by1 - by0 })
  if (!judgement.sure && o.fallback) return { mask: fallbackMask(W, H, b), judgement, fellBack: true }

  // Edge-aware refinement at up to 512 px on the photo's luminance, then up to full size.
  const gs = Math.min(1, 512 / Math.max(W, H))
  const gw = Math.max(8, Math.round(W * gs))
  const gh = Math.max(8, Math.round(H * gs))
  const guideRgb = shrink(input, gw, gh)
  const guide = new Float32Array(gw * gh)
  for (let i = 0; i < gw * gh; i++) guide[i] = luma601(guideRgb[i * 3], guideRgb[i * 3 + 1], guideRgb[i * 3 + 2]) / 255
  const coarse = resizeMask(q, w, h, gw, gh)
  const refined = guidedFilter(guide, coarse, gw, gh, Math.max(2, Math.round(Math.max(gw, gh) / 100)), 1e-3)
  const mask = gw === W && gh === H ? refined : resizeMask(refined, gw, gh, W, H)
  return { mask, judgement, fellBack: false }
}

/**
 * The fallback for a cut that cannot be trusted: the full frame, vignetted (an ellipse over
 * the whole picture fading into its corners), and a soft oval around the pet's box wherever
 * that reaches further, so a style that replaces the background never cuts a wrong shape.
 */
export function fallbackMask(width: number, height: number, box: Box): Float32Array {
  const mask = new Float32Array(width * height)
  const soft = (r: number) => {
    const t = Math.min(1, Math.max(0, (1.05 - r) / 0.35))
    return t * t * (3 - 2 * t)
  }
  const cx = box.x + box.width / 2
  const cy = box.y + box.height / 2
  const rx = Math.max(4, box.width * 0.62)
  const ry = Math.max(4, box.height * 0.62)
  const fx = width * 0.55
  const fy = height * 0.55
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const pet = Math.sqrt(((x + 0.5 - cx) / rx) ** 2 + ((y + 0.5 - cy) / ry) ** 2)
      const frame = Math.sqrt(((x + 0.5 - width / 2) / fx) ** 2 + ((y + 0.5 - height / 2) / fy) ** 2)
      mask[y * width + x] = Math.max(soft(pet), soft(frame))
    }
  }
  return mask
}

/** segmentSubject as a layer function: leaves the mask on the context, the image unchanged. */
export async function grabCutMask(input: Raster, params: Record<string, unknown>, ctx: LayerContext): Promise<Raster> {
  // The first cut (paintings previewed before issue 22) is repeated exactly for their HQ and print files.
  const first = Number(params.cut) === FIRST_CUT
  const options: SegmentParams = first ? { ...params, coreSeeds: 0, rimSeeds: 0, avoidPrior: 0, fallback: false } : params
  const cut = segmentWithJudgement(input, ctx.subject, options, first ? [] : ((ctx as PipelineContext).others ?? []))
  const mask = cut.mask
  ;(ctx as PipelineContext).cut = { ...cut.judgement, fellBack: cut.fellBack }
  const area = (ctx as PipelineContext).photoArea
  if (area) fadeOutside(mask, input.width, input.height, area, Number(params.fade) > 0 ? Number(params.fade) : 0.1)
  ctx.mask = mask
  return input
}

/**
 * Where the photo layer filled past the photo (a pet whose body runs off the photo's
 * edge), the mask fades out with the distance from the photo, over `fade` of the raster's
 * longer side: the portrait ends softly instead of in a block of filled colour.
 */
export function fadeOutside(mask: Float32Array, width: number, height: number, area: Box, fade: number): void {
  const ramp = Math.max(1, Math.max(width, height) * fade)
  const x0 = area.x
  const y0 = area.y
  const x1 = area.x + area.width
  const y1 = area.y + area.height
  for (let y = 0; y < height; y++) {
    const dy = y + 0.5 < y0 ? y0 - y - 0.5 : y + 0.5 > y1 ? y + 0.5 - y1 : 0
    for (let x = 0; x < width; x++) {
      const dx = x + 0.5 < x0 ? x0 - x - 0.5 : x + 0.5 > x1 ? x + 0.5 - x1 : 0
      if (!dx && !dy) continue
      const t = Math.max(0, 1 - Math.sqrt(dx * dx + dy * dy) / ramp)
      mask[y * width + x] *= t * t * (3 - 2 * t)
    }
  }
}

/** Mean of a mask over a box (for tests and reports). */
export function maskMean(mask: Float32Array, width: number, box: Box): number {
  let s = 0
  let c = 0
  for (let y = Math.floor(box.y); y < Math.floor(box.y + box.height); y++) {
    for (let x = Math.floor(box.x); x < Math.floor(box.x + box.width); x++) {
      s += mask[y * width + x]
      c++
    }
  }
  return c ? s / c : 0
}
