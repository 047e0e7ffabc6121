/** A painting's recorded crop (fractions of the photo) as pixels of the image it is cut from. */
import type { FractionBox } from "./propose-composition"

/**
 * A recorded crop in pixels of an image of the given size, trimmed around its middle to the
 * exact aspect of what is painted.
 */
export function cropInPixels(image: { width: number; height: number }, crop: FractionBox, aspect: number): FractionBox {
  let width = crop.width * image.width
  let height = crop.height * image.height
  if (width / height > aspect) width = height * aspect
  else height = width / aspect
  const cx = (crop.x + crop.width / 2) * image.width
  const cy = (crop.y + crop.height / 2) * image.height
  width = Math.max(1, Math.min(image.width, Math.round(width)))
  height = Math.max(1, Math.min(image.height, Math.round(height)))
  const x = Math.min(image.width - width, Math.max(0, Math.round(cx - width / 2)))
  const y = Math.min(image.height - height, Math.max(0, Math.round(cy - height / 2)))
  return { x, y, width, height }
}
