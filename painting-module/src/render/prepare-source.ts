/**
 * The painting's input (the spec's `photo` layer): the photo upright, cropped to the
 * painting's aspect ratio around the subject so the pet stays in frame, at the size the
 * engine paints.
 */
import sharp from "sharp"
import { rasterFromRgb, type Raster } from "../engine"
import type { SubjectBox } from "../photo"

export type { SubjectBox }

/** The crop (in pixels of the upright photo) of the given aspect that best frames the subject. */
export function cropAroundSubject(
  image: { width: number; height: number },
  aspect: number,
  subject: SubjectBox | null
): { left: number; top: number; width: number; height: number } {
  // The largest crop of the target aspect that fits the image.
  let width = image.width
  let height = Math.round(width / aspect)
  if (height > image.height) {
    height = image.height
    width = Math.round(height * aspect)
  }
  const box = subject ?? { x: 0, y: 0, width: 1, height: 1 }
  // Centre on the subject, a little above its middle where the head usually is.
  const cx = (box.x + box.width / 2) * image.width
  const cy = (box.y + box.height * 0.45) * image.height
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, Math.round(v)))
  return {
    left: clamp(cx - width / 2, image.width - width),
    top: clamp(cy - height / 2, image.height - height),
    width,
    height,
  }
}

export async function prepareSource(
  original: Buffer,
  size: { width: number; height: number },
  subject: SubjectBox | null,
  maxPixels = 50_000_000
): Promise<Raster> {
  const upright = sharp(original, { limitInputPixels: maxPixels }).rotate()
  const { data, info } = await upright.raw().toBuffer({ resolveWithObject: true })
  const crop = cropAroundSubject({ width: info.width, height: info.height }, size.width / size.height, subject)
  const { data: rgb, info: out } = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .extract(crop)
    .resize(size.width, size.height, { fit: "fill", kernel: "lanczos3" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return rasterFromRgb(rgb, out.width, out.height, 3)
}
