/**
 * Rasters to the bytes a vendor wants (PNG, JPEG, base64, data URI) and the vendor's image
 * back to a Raster of exactly the requested size: vendors answer at their own sizes
 * (multiples of 8 or 64, fixed sizes), so the result is scaled to cover and centre-cropped.
 */
import sharp from "sharp"
import { rasterFromRgb, rasterToRgb } from "../../engine/raster"
import type { Raster } from "../../engine/types"
import { VendorError } from "./errors"

/** Vendor images are untrusted input: refuse decompression bombs. */
const MAX_INPUT_PIXELS = 80_000_000

function rasterImage(raster: Raster) {
  return sharp(rasterToRgb(raster), { raw: { width: raster.width, height: raster.height, channels: 3 } })
}

export const rasterToPng = (raster: Raster) => rasterImage(raster).png({ compressionLevel: 6 }).toBuffer()
export const rasterToJpeg = (raster: Raster, quality = 92) => rasterImage(raster).jpeg({ quality }).toBuffer()

export const dataUri = (bytes: Buffer, mimeType: string) => `data:${mimeType};base64,${bytes.toString("base64")}`

/** Base64 as vendors send it: bare, or as a data URI. */
export function fromBase64(value: string): Buffer {
  const comma = value.startsWith("data:") ? value.indexOf(",") : -1
  return Buffer.from(comma >= 0 ? value.slice(comma + 1) : value, "base64")
}

/** An image of any format and size as a Raster of `width` x `height` (cover, centred). */
export async function decodeToRaster(bytes: Buffer, width: number, height: number): Promise<Raster> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .removeAlpha()
      .toColourspace("srgb")
      .resize(width, height, { fit: "cover", position: "centre" })
      .raw()
      .toBuffer({ resolveWithObject: true })
    return rasterFromRgb(data, info.width, info.height, info.channels as 3 | 4)
  } catch (err) {
    throw new VendorError(`an image we could not read (${(err as Error).message})`, null, "server")
  }
}

/** The largest side sent to a remote service: print-size sources are scaled down, the answer back up. */
export const MAX_REMOTE_SIDE = 1536

/** `raster` scaled down to fit `maxSide` (itself when it already fits). */
export async function fitWithin(raster: Raster, maxSide = MAX_REMOTE_SIDE): Promise<Raster> {
  if (Math.max(raster.width, raster.height) <= maxSide) return raster
  const { data, info } = await rasterImage(raster).resize(maxSide, maxSide, { fit: "inside" }).raw().toBuffer({ resolveWithObject: true })
  return rasterFromRgb(data, info.width, info.height, info.channels as 3 | 4)
}

/** Width and height rounded to a multiple of `step` (diffusion models work in 8 px latents). */
export function roundedSize(width: number, height: number, step = 8): { width: number; height: number } {
  const round = (v: number) => Math.max(step, Math.round(v / step) * step)
  return { width: round(width), height: round(height) }
}
