/**
 * The `photo` layer's functions: the upright photo cropped to the painting's aspect around
 * the pet (`cropToSubject`), then resized to the size the style paints at (`fitToSize`).
 * Both carry the subject box (and any mask or face box) into the new raster's pixels.
 */
import sharp from "sharp"
import { rasterFromRgb, rasterToRgb } from "../../raster"
import type { Raster } from "../../types"
import type { Box, LayerContext } from "../contract"
import { pipelineSize } from "./context"

/** The crop (in pixels of the image) of the given aspect that best frames the subject. */
export function cropBoxAroundSubject(image: { width: number; height: number }, aspect: number, subject: Box | null): Box {
  // The largest crop of the target aspect that fits the image.
  let width = image.width
  let height = Math.round(width / aspect)
  if (height > image.height) {
    height = image.height
    width = Math.round(height * aspect)
  }
  const box = subject ?? { x: 0, y: 0, width: image.width, height: image.height }
  // Centre on the subject, a little above its middle where the head usually is.
  const cx = box.x + box.width / 2
  const cy = box.y + box.height * 0.45
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, Math.round(v)))
  return { x: clamp(cx - width / 2, image.width - width), y: clamp(cy - height / 2, image.height - height), width, height }
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

function cropMask(mask: Float32Array, width: number, crop: Box): Float32Array {
  const out = new Float32Array(crop.width * crop.height)
  for (let y = 0; y < crop.height; y++) {
    const from = (crop.y + y) * width + crop.x
    out.set(mask.subarray(from, from + crop.width), y * crop.width)
  }
  return out
}

/**
 * cropToSubject { aspect? }: the largest crop of the painting's aspect (params.aspect, else
 * the pipeline's target size) centred a little above the subject's middle.
 */
export async function cropToSubject(input: Raster, params: Record<string, unknown>, ctx: LayerContext): Promise<Raster> {
  const size = pipelineSize(ctx)
  const aspect = Number(params.aspect) > 0 ? Number(params.aspect) : size ? size.width / size.height : input.width / input.height
  const crop = cropBoxAroundSubject(input, aspect, ctx.subject)
  if (crop.x === 0 && crop.y === 0 && crop.width === input.width && crop.height === input.height) return input
  if (ctx.mask) ctx.mask = cropMask(ctx.mask, input.width, crop)
  ctx.subject = boxInCrop(ctx.subject, crop)
  ctx.face = boxInCrop(ctx.face, crop)
  return extractRaster(input, crop)
}

/** A raster resized with sharp (lanczos3 down, cubic-ish up), 8 bits per channel on the way. */
export async function resizeRaster(input: Raster, width: number, height: number): Promise<Raster> {
  if (input.width === width && input.height === height) return input
  const { data, info } = await sharp(rasterToRgb(input), { raw: { width: input.width, height: input.height, channels: 3 }, limitInputPixels: false })
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
  return resizeRaster(input, width, height)
}
