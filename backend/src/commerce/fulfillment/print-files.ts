/**
 * The images of a fulfilment package, made with sharp: the print file at the ordered product's
 * exact pixel size (inches x DPI, in the painting's orientation), resampled with lanczos3 from
 * the painting's production image when that is smaller (tests render it at 20 DPI), and the
 * proof: a small JPEG of the print inside its frame colour.
 */
import sharp from "sharp"

/** The largest image the package reads or writes: 24x36 in at 300 DPI is 78 MP. */
export const MAX_PRINT_PIXELS = 120_000_000
export const PRINT_JPEG_QUALITY = 95
export const PROOF_LONG_SIDE = 600

export const FRAME_COLOURS: Record<string, string> = {
  black: "#1c1c1c",
  walnut: "#5b3a1e",
  white: "#f3f0e8",
}

export type PrintPixels = { width: number; height: number; dpi: number; sizeInches: { width: number; height: number } }

/** Inches x DPI in the painting's orientation (portrait paintings print portrait). */
export function printPixelsFor(
  product: { width: number; height: number },
  painting: { width: number; height: number },
  dpi: number
): PrintPixels {
  const shortIn = Math.min(product.width, product.height)
  const longIn = Math.max(product.width, product.height)
  const portrait = painting.height >= painting.width
  const sizeInches = portrait ? { width: shortIn, height: longIn } : { width: longIn, height: shortIn }
  return { width: Math.round(sizeInches.width * dpi), height: Math.round(sizeInches.height * dpi), dpi, sizeInches }
}

/** The print file: exactly `target` pixels, JPEG q95 4:4:4 with its DPI in the metadata. */
export async function renderPrintFile(source: Buffer, target: PrintPixels): Promise<{ buffer: Buffer; width: number; height: number }> {
  const buffer = await sharp(source, { limitInputPixels: MAX_PRINT_PIXELS })
    .rotate()
    .resize(target.width, target.height, { fit: "cover", kernel: sharp.kernel.lanczos3 })
    .withMetadata({ density: target.dpi })
    .jpeg({ quality: PRINT_JPEG_QUALITY, chromaSubsampling: "4:4:4" })
    .toBuffer()
  const meta = await sharp(buffer).metadata()
  return { buffer, width: meta.width ?? target.width, height: meta.height ?? target.height }
}

/** A small JPEG of the print with its frame (or a thin canvas edge when unframed). */
export async function renderProof(
  source: Buffer,
  target: PrintPixels,
  frame: string
): Promise<{ buffer: Buffer; width: number; height: number }> {
  const scale = PROOF_LONG_SIDE / Math.max(target.width, target.height)
  const width = Math.max(1, Math.round(target.width * scale))
  const height = Math.max(1, Math.round(target.height * scale))
  const colour = FRAME_COLOURS[frame]
  const border = colour ? Math.round(PROOF_LONG_SIDE * 0.05) : 4
  const buffer = await sharp(source, { limitInputPixels: MAX_PRINT_PIXELS })
    .rotate()
    .resize(width, height, { fit: "cover", kernel: sharp.kernel.lanczos3 })
    .extend({ top: border, bottom: border, left: border, right: border, background: colour ?? "#d6d6d6" })
    .jpeg({ quality: 85 })
    .toBuffer()
  return { buffer, width: width + 2 * border, height: height + 2 * border }
}

export type UploadedImage = { width: number; height: number; format: string; mimeType: string; density: number | null }

const MIME: Record<string, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp", tiff: "image/tiff" }

/** What an uploaded file is, or null when it is not a JPEG, PNG, WebP or TIFF image sharp can read. */
export async function inspectUpload(bytes: Buffer): Promise<UploadedImage | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PRINT_PIXELS }).metadata()
    const mimeType = meta.format ? MIME[meta.format] : undefined
    if (!mimeType || !meta.width || !meta.height) return null
    return { width: meta.width, height: meta.height, format: meta.format!, mimeType, density: meta.density ?? null }
  } catch {
    return null
  }
}
