/**
 * The `photo` layer's functions: the upright photo cropped to the painting's aspect around
 * the pet (`cropToSubject`), then resized to the size the style paints at (`fitToSize`).
 * Both carry the subject box (and any mask or face box) into the new raster's pixels.
 */
import sharp from "sharp"
import { rasterFromRgb, rasterToRgb } from "../../raster"
import { boxBlurRgb } from "../../maths/blur"
import type { Raster } from "../../types"
import type { Box, LayerContext } from "../contract"
import { cropInPixels } from "../../../composition/crop-in-pixels"
import { pipelineSize, type PipelineContext } from "./context"

export type CropOptions = {
  /** Room left and right of the subject, share of its width. */
  padSide?: number
  /** Room above the subject (the head), share of its height. */
  padTop?: number
  /** Room below the subject, share of its height. */
  padBottom?: number
  /**
   * When the padded subject does not fit the photo at the painting's aspect (a landscape
   * close-up painted as a portrait), the crop grows past the photo's edges and the rest is
   * filled (`extendRaster`); at most this share of the crop's width and of its height.
   */
  maxFill?: number
  /** The crop is never smaller than this share of the largest crop inside the photo (limits upscaling). */
  minZoom?: number
  /** Where the subject's middle sits, share of the crop's height from its top (a little high). */
  subjectY?: number
}

export const CROP_DEFAULTS: Required<CropOptions> = {
  padSide: 0.2,
  padTop: 0.25,
  padBottom: 0.12,
  maxFill: 0.4,
  minZoom: 0.8,
  subjectY: 0.46,
}

/** The subject box with room around it (more above the head), clipped to the image. */
export function paddedSubjectBox(image: { width: number; height: number }, subject: Box, options: CropOptions = {}): Box {
  const o = { ...CROP_DEFAULTS, ...options }
  const x0 = Math.max(0, subject.x - subject.width * o.padSide)
  const x1 = Math.min(image.width, subject.x + subject.width * (1 + o.padSide))
  const y0 = Math.max(0, subject.y - subject.height * o.padTop)
  const y1 = Math.min(image.height, subject.y + subject.height * (1 + o.padBottom))
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) }
}

/**
 * The crop (in pixels of the image) of the given aspect that best frames the subject: the
 * smallest box of the aspect holding the padded subject (`paddedSubjectBox`), never
 * smaller than `minZoom` of the largest crop inside the photo; the subject centred
 * across and a little high. When the padded subject fills the photo and the photo's shape
 * differs from the painting's (a landscape close-up painted as a portrait), the crop goes
 * past the photo's edges rather than cutting the pet's head, by at most `maxFill` of its
 * width and height; the part outside is filled by `cropToSubject`. The box may therefore
 * have negative x/y or reach past the image.
 */
export function cropBoxAroundSubject(
  image: { width: number; height: number },
  aspect: number,
  subject: Box | null,
  options: CropOptions = {}
): Box {
  const o = { ...CROP_DEFAULTS, ...options }
  const W = image.width
  const H = image.height
  // The largest crop of the target aspect inside the image.
  const largest = Math.min(W, H * aspect)
  if (!subject) {
    const width = Math.round(largest)
    const height = Math.min(H, Math.round(width / aspect))
    return { x: Math.round((W - width) / 2), y: Math.max(0, Math.min(H - height, Math.round(H * 0.45 - height / 2))), width, height }
  }
  const P = paddedSubjectBox(image, subject, o)
  let w = Math.max(P.width, P.height * aspect, largest * Math.min(1, o.minZoom))
  w = Math.min(w, largest / (1 - Math.min(0.9, Math.max(0, o.maxFill))))
  const width = Math.max(1, Math.round(w))
  const height = Math.max(1, Math.round(width / aspect))
  const place = (target: number, size: number, p0: number, p1: number, max: number) => {
    let v = target
    // Hold the padded subject when the crop is big enough for it...
    if (size >= p1 - p0) v = Math.min(p0, Math.max(p1 - size, v))
    // ...else stay within it, as near the pet's middle as it allows.
    else v = Math.max(p0, Math.min(p1 - size, v))
    // ...and stay inside the photo when the crop fits it, else hold the whole photo side.
    v = size <= max ? Math.min(max - size, Math.max(0, v)) : Math.min(0, Math.max(max - size, v))
    return Math.round(v)
  }
  const x = place(subject.x + subject.width / 2 - width / 2, width, P.x, P.x + P.width, W)
  let y = place(subject.y + subject.height / 2 - height * o.subjectY, height, P.y, P.y + P.height, H)
  // A pet whose body runs off the photo's bottom runs off the painting's too: the room
  // the crop adds goes above the head, not below a body cut straight across.
  if (height > H && H - (subject.y + subject.height) <= H * 0.02) y = H - height
  return { x, y, width, height }
}

/** Whether a crop box reaches past the image's edges. */
export const cropOutsideImage = (image: { width: number; height: number }, crop: Box) =>
  crop.x < 0 || crop.y < 0 || crop.x + crop.width > image.width || crop.y + crop.height > image.height

/**
 * The crop of `input` where it may reach past the photo: outside, the photo's edge
 * continued and blurred more and more with the distance (a soft, plain backdrop the
 * styles paint over), so the seam does not show. Deterministic.
 */
export function extendRaster(input: Raster, crop: Box): Raster {
  const { width: W, height: H, data } = input
  const cw = crop.width
  const ch = crop.height
  const out = new Float32Array(cw * ch * 3)
  // A small copy of the extended picture (edge pixels continued), blurred at two strengths.
  const k = Math.max(1, Math.max(cw, ch) / 96)
  const lw = Math.max(2, Math.round(cw / k))
  const lh = Math.max(2, Math.round(ch / k))
  const small = new Float32Array(lw * lh * 3)
  for (let y = 0; y < lh; y++) {
    const sy0 = Math.min(H - 1, Math.max(0, Math.floor(crop.y + (y * ch) / lh)))
    const sy1 = Math.min(H, Math.max(sy0 + 1, Math.floor(crop.y + ((y + 1) * ch) / lh)))
    for (let x = 0; x < lw; x++) {
      const sx0 = Math.min(W - 1, Math.max(0, Math.floor(crop.x + (x * cw) / lw)))
      const sx1 = Math.min(W, Math.max(sx0 + 1, Math.floor(crop.x + ((x + 1) * cw) / lw)))
      // Area average over at most 8x8 samples of the (clamped) source cell.
      const stepY = Math.max(1, Math.floor((sy1 - sy0) / 8))
      const stepX = Math.max(1, Math.floor((sx1 - sx0) / 8))
      let r = 0
      let g = 0
      let b = 0
      let c = 0
      for (let yy = sy0; yy < sy1; yy += stepY) {
        for (let xx = sx0; xx < sx1; xx += stepX) {
          const s = (yy * W + xx) * 3
          r += data[s]
          g += data[s + 1]
          b += data[s + 2]
          c++
        }
      }
      const t = (y * lw + x) * 3
      small[t] = r / c
      small[t + 1] = g / c
      small[t + 2] = b / c
    }
  }
  const blurred = (radius: number) => {
    let a: Float32Array = small
    for (let pass = 0; pass < 3; pass++) a = boxBlurRgb(a, lw, lh, radius)
    return a
  }
  const near = blurred(Math.max(1, Math.round(Math.max(lw, lh) * 0.03)))
  const far = blurred(Math.max(2, Math.round(Math.max(lw, lh) * 0.15)))
  const ramp = Math.max(2, Math.max(cw, ch) * 0.03)
  // Bilinear taps of the small planes, per column and per row.
  const tap = (n: number, lo: number) => {
    const i0 = new Int32Array(n)
    const i1 = new Int32Array(n)
    const t = new Float32Array(n)
    for (let i = 0; i < n; i++) {
      const f = Math.min(lo - 1, Math.max(0, (i + 0.5) / k - 0.5))
      i0[i] = Math.floor(f)
      i1[i] = Math.min(lo - 1, i0[i] + 1)
      t[i] = f - i0[i]
    }
    return { i0, i1, t }
  }
  const tx = tap(cw, lw)
  const ty = tap(ch, lh)
  for (let y = 0; y < ch; y++) {
    const sy = crop.y + y
    const cy = Math.min(H - 1, Math.max(0, sy))
    const dy = sy < 0 ? -sy : sy >= H ? sy - H + 1 : 0
    const r0 = ty.i0[y] * lw
    const r1 = ty.i1[y] * lw
    const wy = ty.t[y]
    for (let x = 0; x < cw; x++) {
      const sx = crop.x + x
      const t = (y * cw + x) * 3
      const dx = sx < 0 ? -sx : sx >= W ? sx - W + 1 : 0
      const s = (cy * W + Math.min(W - 1, Math.max(0, sx))) * 3
      if (!dx && !dy) {
        out[t] = data[s]
        out[t + 1] = data[s + 1]
        out[t + 2] = data[s + 2]
        continue
      }
      const d = Math.sqrt(dx * dx + dy * dy) / ramp
      const wx = tx.t[x]
      const a = (r0 + tx.i0[x]) * 3
      const b = (r0 + tx.i1[x]) * 3
      const c = (r1 + tx.i0[x]) * 3
      const e = (r1 + tx.i1[x]) * 3
      const w00 = (1 - wx) * (1 - wy)
      const w01 = wx * (1 - wy)
      const w10 = (1 - wx) * wy
      const w11 = wx * wy
      // Edge pixel → lightly blurred within one ramp, then → heavily blurred over three more.
      const edge = d < 1 ? d * d * (3 - 2 * d) : 1
      const toFar = d < 1 ? 0 : Math.min(1, (d - 1) / 3)
      for (let ch3 = 0; ch3 < 3; ch3++) {
        const n = near[a + ch3] * w00 + near[b + ch3] * w01 + near[c + ch3] * w10 + near[e + ch3] * w11
        const f = toFar ? far[a + ch3] * w00 + far[b + ch3] * w01 + far[c + ch3] * w10 + far[e + ch3] * w11 : 0
        const blur = n * (1 - toFar) + f * toFar
        out[t + ch3] = data[s + ch3] * (1 - edge) + blur * edge
      }
    }
  }
  return { width: cw, height: ch, data: out }
}

/** The part of `box` inside `crop`, in the crop's pixels (null when nothing is left). */
export function boxInCrop(box: Box | null, crop: Box): Box | null {
  if (!box) return null
  const x0 = Math.max(box.x, crop.x)
  const y0 = Math.max(box.y, crop.y)
  const x1 = Math.min(box.x + box.width, crop.x + crop.width)
  const y1 = Math.min(box.y + box.height, crop.y + crop.height)
  if (x1 <= x0 || y1 <= y0) return null
  return { x: x0 - crop.x, y: y0 - crop.y, width: x1 - x0, height: y1 - y0 }
}

export function scaleBox(box: Box | null, sx: number, sy: number): Box | null {
  return box ? { x: box.x * sx, y: box.y * sy, width: box.width * sx, height: box.height * sy } : null
}

export function extractRaster(input: Raster, crop: Box): Raster {
  const out = new Float32Array(crop.width * crop.height * 3)
  for (let y = 0; y < crop.height; y++) {
    const from = ((crop.y + y) * input.width + crop.x) * 3
    out.set(input.data.subarray(from, from + crop.width * 3), y * crop.width * 3)
  }
  return { width: crop.width, height: crop.height, data: out }
}

/** Resamples a float mask to a new size (bilinear). */
export function resizeMask(mask: Float32Array, w: number, h: number, W: number, H: number): Float32Array {
  const out = new Float32Array(W * H)
  const sx = w / W
  const sy = h / H
  for (let y = 0; y < H; y++) {
    const fy = Math.min(h - 1, Math.max(0, (y + 0.5) * sy - 0.5))
    const y0 = Math.floor(fy)
    const y1 = Math.min(h - 1, y0 + 1)
    const ty = fy - y0
    for (let x = 0; x < W; x++) {
      const fx = Math.min(w - 1, Math.max(0, (x + 0.5) * sx - 0.5))
      const x0 = Math.floor(fx)
      const x1 = Math.min(w - 1, x0 + 1)
      const tx = fx - x0
      const a = mask[y0 * w + x0] * (1 - tx) + mask[y0 * w + x1] * tx
      const b = mask[y1 * w + x0] * (1 - tx) + mask[y1 * w + x1] * tx
      out[y * W + x] = a * (1 - ty) + b * ty
    }
  }
  return out
}

function cropMask(mask: Float32Array, width: number, height: number, crop: Box): Float32Array {
  const out = new Float32Array(crop.width * crop.height)
  for (let y = 0; y < crop.height; y++) {
    const sy = crop.y + y
    if (sy < 0 || sy >= height) continue
    for (let x = 0; x < crop.width; x++) {
      const sx = crop.x + x
      if (sx >= 0 && sx < width) out[y * crop.width + x] = mask[sy * width + sx]
    }
  }
  return out
}

/**
 * cropToSubject { aspect?, padSide?, padTop?, padBottom?, maxFill?, minZoom?, subjectY? }:
 * the painting's recorded composition (the pipeline's `frame`), else the crop of the painting's aspect (params.aspect, else the pipeline's target size) that
 * frames the pet with room around it (`cropBoxAroundSubject`). Where the crop reaches past
 * the photo the photo is continued (`extendRaster`); a subject cut by the photo's bottom or
 * side edge (its body goes on) is taken on to the crop's edge there, so the mask may follow.
 */
export async function cropToSubject(input: Raster, params: Record<string, unknown>, ctx: LayerContext): Promise<Raster> {
  const size = pipelineSize(ctx)
  const aspect = Number(params.aspect) > 0 ? Number(params.aspect) : size ? size.width / size.height : input.width / input.height
  const options: CropOptions = {}
  for (const key of Object.keys(CROP_DEFAULTS) as (keyof CropOptions)[])
    if (Number.isFinite(Number(params[key])) && params[key] !== null && params[key] !== "") options[key] = Number(params[key])
  // A painting composed in the wizard is cut where its composition says; older ones frame the subject here.
  const frame = (ctx as PipelineContext).frame
  const crop = frame ? cropInPixels(input, frame, aspect) : cropBoxAroundSubject(input, aspect, ctx.subject, options)
  if (crop.x === 0 && crop.y === 0 && crop.width === input.width && crop.height === input.height) return input
  const outside = cropOutsideImage(input, crop)
  if (ctx.mask) ctx.mask = cropMask(ctx.mask, input.width, input.height, crop)
  const subject = ctx.subject
  const pctx = ctx as PipelineContext
  pctx.photoArea = outside
    ? boxInCrop({ x: 0, y: 0, width: input.width, height: input.height }, crop)
    : pctx.photoArea && boxInCrop(pctx.photoArea, crop)
  ctx.subject = boxInCrop(subject, crop)
  ctx.face = boxInCrop(ctx.face, crop)
  if (pctx.others) pctx.others = pctx.others.flatMap((o) => boxInCrop(o, crop) ?? [])
  if (outside && subject && ctx.subject) {
    const s = ctx.subject
    const near = (gap: number, size: number) => gap <= size * 0.02
    let x0 = s.x
    let x1 = s.x + s.width
    let y1 = s.y + s.height
    if (crop.x < 0 && near(subject.x, input.width)) x0 = 0
    if (crop.x + crop.width > input.width && near(input.width - subject.x - subject.width, input.width)) x1 = crop.width
    if (crop.y + crop.height > input.height && near(input.height - subject.y - subject.height, input.height)) y1 = crop.height
    ctx.subject = { x: x0, y: s.y, width: x1 - x0, height: y1 - s.y }
  }
  return outside ? extendRaster(input, crop) : extractRaster(input, crop)
}

/** A raster resized with sharp (lanczos3 down, cubic-ish up), 8 bits per channel on the way. */
export async function resizeRaster(input: Raster, width: number, height: number): Promise<Raster> {
  if (input.width === width && input.height === height) return input
  const { data, info } = await sharp(rasterToRgb(input), {
    raw: { width: input.width, height: input.height, channels: 3 },
    limitInputPixels: false,
  })
    .resize(width, height, { fit: "fill", kernel: "lanczos3" })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return rasterFromRgb(data, info.width, info.height, 3)
}

/** fitToSize { width?, height? }: resized to the given size, else the pipeline's target size. */
export async function fitToSize(input: Raster, params: Record<string, unknown>, ctx: LayerContext): Promise<Raster> {
  const size = pipelineSize(ctx)
  const width = Math.round(Number(params.width) || size?.width || input.width)
  const height = Math.round(Number(params.height) || size?.height || input.height)
  if (width === input.width && height === input.height) return input
  const sx = width / input.width
  const sy = height / input.height
  if (ctx.mask) ctx.mask = resizeMask(ctx.mask, input.width, input.height, width, height)
  ctx.subject = scaleBox(ctx.subject, sx, sy)
  ctx.face = scaleBox(ctx.face, sx, sy)
  const pctx = ctx as PipelineContext
  if (pctx.photoArea) pctx.photoArea = scaleBox(pctx.photoArea, sx, sy)
  if (pctx.others) pctx.others = pctx.others.flatMap((o) => scaleBox(o, sx, sy) ?? [])
  return resizeRaster(input, width, height)
}
