/**
 * A crop a shopper chose in the wizard: inside the photo, of a shape the shop sells (within a
 * few per cent, as a hand on a phone drags it), and big enough to paint from. The painting takes
 * that shape; the renderer trims the crop to the exact aspect around its middle.
 */
import { PAINTING_ASPECTS, PAINTING_ORIENTATIONS, type FractionBox, type PaintingOrientation } from "./propose-composition"

/** A crop's shape may be this far (ratio) from the shape it stands for. */
const SHAPE_TOLERANCE = 1.04
/** The smallest crop, in pixels of the photo, worth painting. */
export const MIN_CROP_PIXELS = 64

export class PaintingCropError extends Error {
  readonly field = "crop"
}

/** The orientation of a crop, or a PaintingCropError saying what is wrong with it. */
export function checkPaintingCrop(
  photo: { width: number; height: number },
  crop: FractionBox
): { crop: FractionBox; orientation: PaintingOrientation } {
  const values = [crop.x, crop.y, crop.width, crop.height]
  if (!values.every(Number.isFinite) || crop.x < 0 || crop.y < 0 || crop.x + crop.width > 1.001 || crop.y + crop.height > 1.001)
    throw new PaintingCropError("The frame must lie inside your photo.")
  const w = crop.width * photo.width
  const h = crop.height * photo.height
  if (w < MIN_CROP_PIXELS || h < MIN_CROP_PIXELS)
    throw new PaintingCropError("The frame is too small to paint from. Please make it larger.")
  const aspect = w / h
  const orientation = PAINTING_ORIENTATIONS.find(
    (o) => Math.max(aspect / PAINTING_ASPECTS[o], PAINTING_ASPECTS[o] / aspect) <= SHAPE_TOLERANCE
  )
  if (!orientation) throw new PaintingCropError("The frame must be portrait (2:3), landscape (3:2) or square.")
  const r = (v: number) => Math.round(v * 10_000) / 10_000
  return {
    orientation,
    crop: { x: r(crop.x), y: r(crop.y), width: r(Math.min(crop.width, 1 - crop.x)), height: r(Math.min(crop.height, 1 - crop.y)) },
  }
}
