/**
 * The print file's finishing kernel (issue 23): rows of the print made from the painting
 * composed at a smaller base size. For each strip of print rows it enlarges the base
 * (Catmull-Rom bicubic), restores edge contrast (unsharp mask at print scale), paints the
 * surface at print scale (bristle grooves by line integral convolution along the painting's
 * own stroke directions, canvas threads, paper tooth, relief of the image's edges), lights it
 * from the upper left and writes 8-bit RGB into the print.
 *
 * Every value is a function of the print's own coordinates and of the base, and a strip
 * computes a margin of rows above and below it that covers every stage's reach, so strips can
 * be painted in any order on any thread and meet without a seam (the output is identical for
 * 1 or N threads). Memory is the strip's, whatever the print's size.
 */
import { hash32 } from "../prng"
import { fbm, licBand, tangents, valueNoise } from "../filters/bands"

/** What the finishing paints on the surface; sizes in print pixels at 150 DPI (see printFinishFor). */
export type PrintFinish = {
  /** Strength of the bristle grooves along the strokes (0: none). */
  bristles: number
  /** Width of one bristle groove. */
  bristleWidth: number
  /** Half-length of a groove, in steps of one pixel along the stroke. */
  bristleLength: number
  /** Canvas threads (0: none) and their period. */
  weave: number
  weavePeriod: number
  /** Paper tooth (0: none) and its period. */
  paper: number
  paperPeriod: number
  /** Relief of the image's own edges (paint ridges). */
  relief: number
  /** Unsharp-mask amount at print scale (edge contrast the enlargement softened). */
  sharpen: number
  /** How strongly the surface is lit (normal shading strength). */
  light: number
}

export type FinishStripsTask = {
  kind: "finishStrips"
  /** The painting at its base size, RGB 0..1. */
  base: Float32Array
  bw: number
  bh: number
  /** The base's smoothed structure tensor (E, F, G per pixel): the strokes' directions. */
  tensor: Float32Array
  /** The print's size; `out` holds its 8-bit RGB rows. */
  width: number
  height: number
  out: Uint8Array
  /** First rows of the strips to paint, each `strip` rows long (the last may be shorter). */
  starts: number[]
  strip: number
  seed: number
  /** Print pixels per 150-DPI pixel: the finish's sizes are multiplied by it. */
  unit: number
  finish: PrintFinish
}

/** Rows around a strip that its stages read: unsharp (two box passes), grooves, shading. */
export function stripMargin(finish: PrintFinish, unit: number): number {
  return 2 * boxRadius(finish, unit) + Math.ceil(finish.bristleLength * unit) + 3
}

const boxRadius = (finish: PrintFinish, unit: number) => Math.max(1, Math.round(1.2 * unit))

const LX = -0.55
const LY = -0.65
const LZ = 0.52

/**
 * A strip's working arrays, made once per task and reused by its strips (a worker's heap stays
 * one strip big), and the enlargement's column taps, the same for every strip.
 */
type Scratch = {
  tapX: Int32Array
  wX: Float32Array
  img: Float32Array
  tmp: Float32Array
  mean: Float32Array
  hm: Float32Array
  noise: Float32Array
  tx: Float32Array
  ty: Float32Array
}

export function finishStrips(t: FinishStripsTask): void {
  const rows = Math.min(t.height, t.strip + 2 * stripMargin(t.finish, t.unit))
  const n = rows * t.width
  const scratch: Scratch = {
    ...columnTaps(t.width, t.bw),
    img: new Float32Array(n * 3),
    tmp: new Float32Array(n * 3),
    mean: new Float32Array(n * 3),
    hm: new Float32Array(n),
    noise: new Float32Array(n),
    tx: new Float32Array(n),
    ty: new Float32Array(n),
  }
  for (const s0 of t.starts) finishStrip(t, s0, Math.min(t.height, s0 + t.strip), scratch)
}

function finishStrip(t: FinishStripsTask, s0: number, s1: number, scratch: Scratch): void {
  const { base, bw, bh, width: W, height: H, out, seed, unit, finish: f } = t
  const M = stripMargin(f, unit)
  const r0 = Math.max(0, s0 - M)
  const r1 = Math.min(H, s1 + M)
  const n = r1 - r0
  const N = n * W

  // 1. The base enlarged: Catmull-Rom, separable (the 4 taps of each column are the same for every row).
  const { img, tapX, wX } = scratch
  const sy = bh / H
  const wy = new Float32Array(4)
  const row = new Float32Array(bw * 3)
  for (let y = r0; y < r1; y++) {
    const fy = (y + 0.5) * sy - 0.5
    const iy = Math.floor(fy)
    catmullRom(fy - iy, wy, 0)
    row.fill(0)
    for (let k = 0; k < 4; k++) {
      const by = Math.min(bh - 1, Math.max(0, iy - 1 + k)) * bw * 3
      const w = wy[k]
      for (let i = 0; i < bw * 3; i++) row[i] += base[by + i] * w
    }
    const o = (y - r0) * W * 3
    for (let x = 0; x < W; x++) {
      const q = x * 4
      const a = tapX[q]
      const b = tapX[q + 1]
      const c = tapX[q + 2]
      const d = tapX[q + 3]
      const w0 = wX[q]
      const w1 = wX[q + 1]
      const w2 = wX[q + 2]
      const w3 = wX[q + 3]
      for (let ch = 0; ch < 3; ch++) img[o + x * 3 + ch] = row[a + ch] * w0 + row[b + ch] * w1 + row[c + ch] * w2 + row[d + ch] * w3
    }
  }

  // 2. Its local mean (two box passes ≈ Gaussian of sigma ~1.2 unit): the unsharp mask's and the relief's base.
  const r = boxRadius(f, unit)
  const { tmp, mean } = scratch
  boxBlur3(img, tmp, mean, W, n, r)
  boxBlur3(mean, tmp, mean, W, n, r)

  // 3. The surface: a height per pixel.
  const hm = scratch.hm
  hm.fill(0, 0, N)
  if (f.relief > 0)
    for (let p = 0; p < N; p++) {
      const i = p * 3
      const d = 0.299 * (img[i] - mean[i]) + 0.587 * (img[i + 1] - mean[i + 1]) + 0.114 * (img[i + 2] - mean[i + 2])
      hm[p] = f.relief * d * 4
    }
  if (f.bristles > 0) grooves(t, r0, n, hm, scratch)
  if (f.weave > 0 || f.paper > 0) {
    const wp = f.weavePeriod * unit
    const pp = f.paperPeriod * unit
    const ws = hash32(seed, 0x3ea7e)
    const ps = hash32(seed, 0x9a9e7)
    for (let y = r0; y < r1; y++) {
      const o = (y - r0) * W
      for (let x = 0; x < W; x++) {
        let v = 0
        if (f.weave > 0) {
          const u = x / wp
          const w = y / wp
          const iu = Math.floor(u)
          const iv = Math.floor(w)
          const over = (iu + iv) & 1
          const warp = Math.sin(Math.PI * (u - iu)) * (over ? 1 : 0.55)
          const weft = Math.sin(Math.PI * (w - iv)) * (over ? 0.55 : 1)
          v += 0.25 * f.weave * Math.max(warp, weft) * (0.75 + 0.5 * valueNoise(ws, x / (wp * 5), y / (wp * 5)))
        }
        if (f.paper > 0) v += 0.5 * f.paper * fbm(ps, x / pp, y / pp, 3, 0.55)
        hm[o + x] += v
      }
    }
  }

  // 4. Light, sharpen, write the strip's own rows.
  const ln = Math.hypot(LX, LY, LZ)
  const lx = LX / ln
  const ly = LY / ln
  const lz = LZ / ln
  // At a higher DPI a feature spans more pixels, so its slope per pixel is smaller: the light grows with the unit.
  const light = f.light * unit
  for (let y = s0; y < s1; y++) {
    const ry = y - r0
    const up = Math.max(0, ry - 1) * W
    const down = Math.min(n - 1, ry + 1) * W
    const o = ry * W
    const dst = y * W * 3
    for (let x = 0; x < W; x++) {
      const gx = hm[o + Math.min(W - 1, x + 1)] - hm[o + Math.max(0, x - 1)]
      const gy = hm[down + x] - hm[up + x]
      const nx = -gx * light
      const ny = -gy * light
      const diffuse = (nx * lx + ny * ly + lz) / (Math.sqrt(nx * nx + ny * ny + 1) * lz)
      const i = (o + x) * 3
      for (let ch = 0; ch < 3; ch++) {
        const c = img[i + ch]
        const v = (c + f.sharpen * (c - mean[i + ch])) * diffuse * 255 + 0.5
        out[dst + x * 3 + ch] = v < 0 ? 0 : v > 255 ? 255 : v | 0
      }
    }
  }
}

/** For each print column, its 4 base columns (as offsets into an RGB row) and their Catmull-Rom weights. */
function columnTaps(W: number, bw: number): { tapX: Int32Array; wX: Float32Array } {
  const tapX = new Int32Array(W * 4)
  const wX = new Float32Array(W * 4)
  const sx = bw / W
  for (let x = 0; x < W; x++) {
    const fx = (x + 0.5) * sx - 0.5
    const ix = Math.floor(fx)
    catmullRom(fx - ix, wX, x * 4)
    for (let k = 0; k < 4; k++) tapX[x * 4 + k] = Math.min(bw - 1, Math.max(0, ix - 1 + k)) * 3
  }
  return { tapX, wX }
}

/** Catmull-Rom weights of the 4 taps around a sample at fraction `t` past the second. */
function catmullRom(t: number, w: Float32Array, at: number): void {
  const t2 = t * t
  const t3 = t2 * t
  w[at] = -0.5 * t3 + t2 - 0.5 * t
  w[at + 1] = 1.5 * t3 - 2.5 * t2 + 1
  w[at + 2] = -1.5 * t3 + 2 * t2 + 0.5 * t
  w[at + 3] = 0.5 * t3 - 0.5 * t2
}

/** A 3-channel box blur of radius r (rows into `tmp`, then columns into `dst`, which may be `src`), edges clamped. */
function boxBlur3(src: Float32Array, tmp: Float32Array, dst: Float32Array, w: number, h: number, r: number): void {
  const k = 1 / (2 * r + 1)
  for (let y = 0; y < h; y++) {
    const o = y * w * 3
    for (let ch = 0; ch < 3; ch++) {
      let sum = 0
      for (let i = -r; i <= r; i++) sum += src[o + Math.min(w - 1, Math.max(0, i)) * 3 + ch]
      for (let x = 0; x < w; x++) {
        tmp[o + x * 3 + ch] = sum * k
        sum += src[o + Math.min(w - 1, x + r + 1) * 3 + ch] - src[o + Math.max(0, x - r) * 3 + ch]
      }
    }
  }
  const colSum = new Float32Array(w * 3)
  for (let i = -r; i <= r; i++) {
    const o = Math.min(h - 1, Math.max(0, i)) * w * 3
    for (let j = 0; j < w * 3; j++) colSum[j] += tmp[o + j]
  }
  for (let y = 0; y < h; y++) {
    const o = y * w * 3
    const add = Math.min(h - 1, y + r + 1) * w * 3
    const sub = Math.max(0, y - r) * w * 3
    for (let j = 0; j < w * 3; j++) {
      dst[o + j] = colSum[j] * k
      colSum[j] += tmp[add + j] - tmp[sub + j]
    }
  }
}

/**
 * Bristle grooves: value noise a groove wide, smeared along the strokes' direction (the minor
 * eigenvector of the base's structure tensor, read at print scale) in both directions with a
 * tapering weight; added to `hm` (rows r0 .. r0 + n of the print).
 */
function grooves(t: FinishStripsTask, r0: number, n: number, hm: Float32Array, scratch: Scratch): void {
  const { tensor, bw, bh, width: W, height: H, seed, unit, finish: f } = t
  const { noise, tx, ty, tmp } = scratch
  const N = n * W
  const gw = f.bristleWidth * unit
  const ns = hash32(seed, 0xb415)
  const sx = bw / W
  const sy = bh / H
  // The noise, and the base's tensor read bilinearly at each print pixel (into tmp, free after the blur).
  for (let ry = 0; ry < n; ry++) {
    const y = r0 + ry
    let fy = (y + 0.5) * sy - 0.5
    if (fy < 0) fy = 0
    const ya = Math.min(bh - 1, Math.floor(fy))
    const yb = Math.min(bh - 1, ya + 1)
    const v = fy - ya
    for (let x = 0; x < W; x++) {
      const p = ry * W + x
      noise[p] = valueNoise(ns, x / gw, y / gw) - 0.5
      let fx = (x + 0.5) * sx - 0.5
      if (fx < 0) fx = 0
      const xa = Math.min(bw - 1, Math.floor(fx))
      const xb = Math.min(bw - 1, xa + 1)
      const u = fx - xa
      const a = (ya * bw + xa) * 3
      const b = (ya * bw + xb) * 3
      const c = (yb * bw + xa) * 3
      const d = (yb * bw + xb) * 3
      for (let k = 0; k < 3; k++)
        tmp[p * 3 + k] = (tensor[a + k] * (1 - u) + tensor[b + k] * u) * (1 - v) + (tensor[c + k] * (1 - u) + tensor[d + k] * u) * v
    }
  }
  tangents(tmp, N, { tx, ty })
  // The strip is an image of its own here: streamlines stop at its edges, which the margin keeps away from its rows.
  const smeared = tmp.subarray(0, N)
  licBand({
    kind: "lic",
    width: W,
    height: n,
    noise,
    tx,
    ty,
    dst: smeared,
    steps: Math.max(2, Math.round(f.bristleLength * unit)),
    y0: 0,
    y1: n,
  })
  const amount = f.bristles * 0.5
  for (let p = 0; p < N; p++) hm[p] += amount * smeared[p]
}
