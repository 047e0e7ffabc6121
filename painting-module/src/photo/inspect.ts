/**
 * First look at an upload: is it a photo we accept, and is it safe to decode?
 *
 * Everything here works on the real bytes (magic numbers, container structure), never
 * on a file name or a claimed MIME type, and nothing here decodes pixels: the size is
 * read from the header with sharp's `metadata()`, so a decompression bomb (a small PNG
 * that would decode to hundreds of megapixels) is refused in milliseconds.
 *
 * Order of the checks: byte size, then the kind of file, then the pixel count from the
 * header, then a cheap completeness check of the container (a JPEG must reach its EOI
 * marker, a PNG its IEND chunk, a WebP must hold its RIFF length, a HEIF/AVIF its boxes).
 */
import sharp from "sharp"
import { UploadRejectedError } from "./errors"

export type UploadFormat = "jpeg" | "png" | "webp" | "heif" | "avif"

export type UploadInfo = {
  format: UploadFormat
  mimeType: string
  /** Width as displayed, i.e. after the EXIF orientation is applied. */
  width: number
  /** Height as displayed, i.e. after the EXIF orientation is applied. */
  height: number
  /** EXIF orientation tag (1-8), 1 when absent. */
  exifOrientation: number
}

export type UploadLimits = {
  /** Largest accepted upload in bytes. Default 25 MB. */
  maxBytes?: number
  /** Largest accepted pixel count (width × height). Default 50 megapixels. */
  maxPixels?: number
}

export const DEFAULT_MAX_BYTES = 25 * 1024 * 1024
export const DEFAULT_MAX_PIXELS = 50_000_000

const ACCEPTED = "Please upload a JPEG, PNG, WebP or HEIC image."

export const uploadMessages = {
  empty: () => `This file is empty. ${ACCEPTED}`,
  tooLarge: (size: number, max: number) => `This file is ${formatMegabytes(size, 1)} MB; photos can be at most ${formatMegabytes(max)} MB.`,
  notAnImage: () => `This file is not a photo. ${ACCEPTED}`,
  unsupported: (what: string) => `${what} files are not supported. ${ACCEPTED}`,
  tooManyPixels: (width: number, height: number, maxPixels: number) =>
    `This photo is ${width} × ${height} pixels (${formatMegapixels(width * height)} megapixels); ` +
    `photos can be at most ${formatMegapixels(maxPixels)} megapixels. Please upload a smaller version of it.`,
  truncated: () =>
    "This photo is incomplete: the file seems to have been cut off during the upload or when it was saved. " + "Please upload it again.",
  unreadable: () => `We couldn't read this photo; the file may be damaged. ${ACCEPTED}`,
}

function formatMegabytes(bytes: number, decimals?: number): string {
  const mb = bytes / (1024 * 1024)
  if (decimals !== undefined) return mb.toFixed(decimals)
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(1)
}

function formatMegapixels(pixels: number): string {
  const mp = pixels / 1_000_000
  return mp >= 10 || Number.isInteger(mp) ? String(Math.round(mp)) : mp.toFixed(1)
}

// ---------------------------------------------------------------------------------------
// Sniffing

type Sniffed =
  { ok: true; format: UploadFormat; mimeType: string } | { ok: false; code: "NOT_AN_IMAGE" | "UNSUPPORTED_FORMAT"; what?: string }

const ascii = (b: Buffer, start: number, end: number) => (b.length >= end ? b.toString("latin1", start, end) : "")

const AVIF_BRANDS = new Set(["avif", "avis"])
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"])
const HEIF_BRANDS = new Set(["mif1", "msf1", "mif2"])

/** Decides what a file is from its first bytes. Exported for tests. */
export function sniffImage(b: Buffer): Sniffed {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    return { ok: true, format: "jpeg", mimeType: "image/jpeg" }
  }
  if (b.length >= 8 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a) {
    return { ok: true, format: "png", mimeType: "image/png" }
  }
  if (ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP") {
    return { ok: true, format: "webp", mimeType: "image/webp" }
  }
  if (ascii(b, 4, 8) === "ftyp") {
    const boxSize = b.readUInt32BE(0)
    const end = Math.min(b.length, boxSize >= 16 ? boxSize : 16, 4096)
    const brands: string[] = [ascii(b, 8, 12)]
    for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(b, i, i + 4))
    if (brands.some((x) => AVIF_BRANDS.has(x))) return { ok: true, format: "avif", mimeType: "image/avif" }
    if (brands.some((x) => HEIC_BRANDS.has(x))) return { ok: true, format: "heif", mimeType: "image/heic" }
    if (brands.some((x) => HEIF_BRANDS.has(x))) return { ok: true, format: "heif", mimeType: "image/heif" }
    if (brands.includes("crx ")) return { ok: false, code: "UNSUPPORTED_FORMAT", what: "Camera RAW" }
    return { ok: false, code: "NOT_AN_IMAGE" } // mp4, mov, 3gp...
  }
  const head4 = ascii(b, 0, 4)
  if (head4 === "GIF8") return { ok: false, code: "UNSUPPORTED_FORMAT", what: "GIF" }
  if (head4 === "II*\0" || head4 === "MM\0*") return { ok: false, code: "UNSUPPORTED_FORMAT", what: "TIFF" }
  if (head4 === "8BPS") return { ok: false, code: "UNSUPPORTED_FORMAT", what: "Photoshop" }
  if (b.length >= 6 && ascii(b, 0, 2) === "BM" && b.readUInt32LE(2) === b.length) {
    return { ok: false, code: "UNSUPPORTED_FORMAT", what: "BMP" }
  }
  if ((b.length >= 2 && b[0] === 0xff && b[1] === 0x0a) || ascii(b, 4, 8) === "JXL ") {
    return { ok: false, code: "UNSUPPORTED_FORMAT", what: "JPEG XL" }
  }
  if (looksLikeSvg(b)) return { ok: false, code: "UNSUPPORTED_FORMAT", what: "SVG" }
  return { ok: false, code: "NOT_AN_IMAGE" }
}

function looksLikeSvg(b: Buffer): boolean {
  // SVG is XML text: look for an <svg element near the start, after an optional BOM,
  // XML declaration, comments and doctype. Anything else textual is "not an image".
  const head = b
    .toString("utf8", 0, Math.min(b.length, 4096))
    .replace(/^\uFEFF/, "")
    .toLowerCase()
  if (!/^\s*</.test(head)) return false
  return /<svg[\s>/]/.test(head)
}

// ---------------------------------------------------------------------------------------
// Completeness of the container (cheap: walks the structure, decodes nothing)

type Completeness = "complete" | "truncated" | "corrupt"

/**
 * A JPEG is complete when its marker structure reaches EOI (0xFFD9). Segments are skipped
 * by their length and entropy-coded data is scanned for the next real marker, so an EOI
 * inside an embedded EXIF thumbnail does not count, and bytes after the EOI (padding, a
 * phone's appended trailer or motion-photo video) are allowed.
 */
export function jpegCompleteness(b: Buffer): Completeness {
  const n = b.length
  let i = 2
  while (i < n) {
    if (b[i] !== 0xff) {
      // Stray bytes between segments: libjpeg skips them with a warning; so do we.
      const next = b.indexOf(0xff, i)
      if (next < 0) return "truncated"
      i = next
      continue
    }
    while (i < n && b[i] === 0xff) i++ // fill bytes
    if (i >= n) return "truncated"
    const marker = b[i++]!
    if (marker === 0xd9) return "complete"
    if (marker === 0x00 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue
    if (i + 2 > n) return "truncated"
    const length = b.readUInt16BE(i)
    if (length < 2) return "corrupt"
    if (i + length > n) return "truncated"
    i += length
    if (marker === 0xda) {
      // Start of scan: entropy-coded data runs until the next marker that is neither
      // byte stuffing (FF00) nor a restart marker (FFD0-FFD7).
      for (;;) {
        const ff = b.indexOf(0xff, i)
        if (ff < 0 || ff + 1 >= n) return "truncated"
        const next = b[ff + 1]!
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
          i = ff + 2
          continue
        }
        if (next === 0xff) {
          i = ff + 1
          continue
        }
        i = ff
        break
      }
    }
  }
  return "truncated"
}

/** A PNG is complete when its chunk chain, walked by length, reaches IEND. */
export function pngCompleteness(b: Buffer): Completeness {
  const n = b.length
  let i = 8
  let first = true
  while (i + 8 <= n) {
    const length = b.readUInt32BE(i)
    const type = b.toString("latin1", i + 4, i + 8)
    if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type)) return "corrupt"
    if (first && type !== "IHDR") return "corrupt"
    first = false
    const next = i + 12 + length
    if (next > n) return "truncated"
    if (type === "IEND") return "complete"
    i = next
  }
  return "truncated"
}

/** A WebP is complete when the RIFF length in its header fits in the file. */
export function webpCompleteness(b: Buffer): Completeness {
  if (b.length < 16) return "truncated"
  const riffSize = b.readUInt32LE(4)
  if (riffSize < 4) return "corrupt"
  return 8 + riffSize <= b.length ? "complete" : "truncated"
}

/** A HEIF/AVIF is complete when its top-level boxes fit in the file and a `meta` box is there. */
export function isobmffCompleteness(b: Buffer): Completeness {
  const n = b.length
  let i = 0
  let meta = false
  while (i + 8 <= n) {
    let size = b.readUInt32BE(i)
    const type = b.toString("latin1", i + 4, i + 8)
    let header = 8
    if (size === 1) {
      if (i + 16 > n) return "truncated"
      const big = b.readBigUInt64BE(i + 8)
      if (big > BigInt(Number.MAX_SAFE_INTEGER)) return "corrupt"
      size = Number(big)
      header = 16
    } else if (size === 0) {
      size = n - i // runs to the end of the file
    }
    if (size < header) return "corrupt"
    if (i + size > n) return "truncated"
    if (type === "meta") meta = true
    i += size
  }
  if (i !== n && n - i >= 8) return "truncated"
  return meta ? "complete" : "corrupt"
}

function completeness(format: UploadFormat, b: Buffer): Completeness {
  switch (format) {
    case "jpeg":
      return jpegCompleteness(b)
    case "png":
      return pngCompleteness(b)
    case "webp":
      return webpCompleteness(b)
    case "heif":
    case "avif":
      return isobmffCompleteness(b)
  }
}

// ---------------------------------------------------------------------------------------

const SHARP_FORMAT: Record<UploadFormat, string> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  heif: "heif",
  avif: "heif",
}

/**
 * Checks an upload without decoding its pixels and says what it is.
 * Throws `UploadRejectedError` (code, field "image", a message for the shopper) on refusal.
 */
export async function inspectUpload(bytes: Buffer, limits: UploadLimits = {}): Promise<UploadInfo> {
  const maxBytes = limits.maxBytes ?? DEFAULT_MAX_BYTES
  const maxPixels = limits.maxPixels ?? DEFAULT_MAX_PIXELS

  if (bytes.length > maxBytes) {
    throw new UploadRejectedError("TOO_LARGE", uploadMessages.tooLarge(bytes.length, maxBytes))
  }
  if (bytes.length === 0) throw new UploadRejectedError("EMPTY", uploadMessages.empty())

  const sniffed = sniffImage(bytes)
  if (!sniffed.ok) {
    throw sniffed.code === "UNSUPPORTED_FORMAT"
      ? new UploadRejectedError("UNSUPPORTED_FORMAT", uploadMessages.unsupported(sniffed.what ?? "These"))
      : new UploadRejectedError("NOT_AN_IMAGE", uploadMessages.notAnImage())
  }

  // Header only: libvips reads the dimensions without decoding pixels. The pixel limit
  // is ours (below), so sharp's own limit is switched off for this call.
  let meta: sharp.Metadata
  try {
    meta = await sharp(bytes, { limitInputPixels: false, failOn: "none" }).metadata()
  } catch (cause) {
    const shape = completeness(sniffed.format, bytes)
    if (shape === "truncated") throw new UploadRejectedError("TRUNCATED", uploadMessages.truncated(), { cause })
    throw new UploadRejectedError("UNREADABLE", uploadMessages.unreadable(), { cause })
  }
  if (meta.format !== SHARP_FORMAT[sniffed.format] || !meta.width || !meta.height) {
    throw new UploadRejectedError("UNREADABLE", uploadMessages.unreadable())
  }

  const pixels = meta.width * meta.height
  if (pixels > maxPixels) {
    throw new UploadRejectedError("TOO_MANY_PIXELS", uploadMessages.tooManyPixels(meta.width, meta.height, maxPixels))
  }

  const shape = completeness(sniffed.format, bytes)
  if (shape === "truncated") throw new UploadRejectedError("TRUNCATED", uploadMessages.truncated())
  if (shape === "corrupt") throw new UploadRejectedError("UNREADABLE", uploadMessages.unreadable())

  const exifOrientation = meta.orientation && meta.orientation >= 1 && meta.orientation <= 8 ? meta.orientation : 1
  const swap = exifOrientation >= 5
  let format = sniffed.format
  let mimeType = sniffed.mimeType
  if (format === "heif" && meta.compression === "av1") {
    format = "avif"
    mimeType = "image/avif"
  }
  return {
    format,
    mimeType,
    width: swap ? meta.height : meta.width,
    height: swap ? meta.width : meta.height,
    exifOrientation,
  }
}
