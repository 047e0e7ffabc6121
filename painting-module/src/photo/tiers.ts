/**
 * Decode an accepted photo once and produce the sizes the shop serves.
 *
 * The photo is decoded a single time (EXIF rotation applied, transparency flattened on
 * white, converted to 8-bit sRGB, every bit of metadata dropped) into a raw RGB buffer.
 * Each tier is resized from the next larger tier's raw pixels (original → high → medium
 * → low → thumb), and all encodes run in parallel on libuv's thread pool. A tier whose
 * long side would be larger than the photo is the photo itself: nothing is upscaled, and
 * the encoded buffers are shared with the larger tier.
 */
import { availableParallelism } from "node:os"
import sharp from "sharp"
import { PhotoProcessingError } from "./errors"
import { DEFAULT_MAX_PIXELS, sniffImage } from "./inspect"
import { makePlaceholder } from "./placeholder"

export const TIER_NAMES = ["original", "high", "medium", "low", "thumb"] as const
export type TierName = (typeof TIER_NAMES)[number]

/** Long side of each tier in pixels (`null`: the photo's own size). */
export const TIER_LONG_SIDE: Record<TierName, number | null> = {
  original: null,
  high: 1900,
  medium: 1100,
  low: 600,
  thumb: 200,
}

/** Long side of the raw RGB image handed to the analyser. */
export const ANALYSIS_LONG_SIDE = 640

export const WEBP_QUALITY = 82
export const JPEG_QUALITY = 85

export type ImageTier = { width: number; height: number; webp: Buffer; jpeg: Buffer }

export type RawRgbImage = {
  /** Packed 8-bit RGB, row by row, `width * height * 3` bytes. */
  data: Buffer
  width: number
  height: number
}

export type ImageTiers = {
  /** Size of the upright photo (after EXIF rotation). */
  width: number
  height: number
  tiers: Record<TierName, ImageTier>
  /** About 640 px on the long side, raw RGB, for `analysePhoto` (so it does not decode again). */
  analysisInput: RawRgbImage
  /** The photo at 16 px as a data: URI (placeholder.ts), from the thumb's pixels already decoded. */
  placeholder: string
}

export type TierOptions = {
  /** Refuse to decode more pixels than this. Default 50 megapixels. */
  maxPixels?: number
}

let sharpConfigured = false

/**
 * libvips picks its thread count from the machine; on some containers it starts with a
 * single thread. Raise it to the number of usable cores (once per process).
 */
export function configureSharp(): void {
  if (sharpConfigured) return
  sharpConfigured = true
  const cores = Math.min(8, Math.max(2, availableParallelism()))
  if (sharp.concurrency() < cores) sharp.concurrency(cores)
}

type Raw = { data: Buffer; width: number; height: number }

const rawInput = (img: Raw) => sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })

/** Size that fits `longSide` without upscaling. */
export function fitLongSide(width: number, height: number, longSide: number): { width: number; height: number } {
  const long = Math.max(width, height)
  if (long <= longSide) return { width, height }
  const scale = longSide / long
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

async function resizeRaw(img: Raw, size: { width: number; height: number }): Promise<Raw> {
  if (size.width === img.width && size.height === img.height) return img
  const { data, info } = await rawInput(img)
    .resize(size.width, size.height, { fit: "fill", kernel: "lanczos3" })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/**
 * Encoder settings are chosen for speed where it is cheap in bytes (measured on the 8 MP
 * fixture, 2 cores):
 * - WebP "effort" trades encoder time for file size at the same quality: the full-size
 *   original gets effort 0 (0.2 s instead of 0.8 s at the default 4, +15% bytes), the
 *   1900 px tier 2, the small tiers the default 4.
 * - JPEG: baseline, no mozjpeg (3-4× slower). Huffman optimisation costs 4× the encode
 *   time for 3-4% of bytes, so it is on only for the small tiers.
 */
function encode(img: Raw): Promise<[webp: Buffer, jpeg: Buffer]> {
  const long = Math.max(img.width, img.height)
  const effort = long > 2000 ? 0 : long > 1200 ? 2 : 4
  return Promise.all([
    rawInput(img).webp({ quality: WEBP_QUALITY, effort }).toBuffer(),
    rawInput(img)
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: false, optimiseCoding: long <= 1200 })
      .toBuffer(),
  ])
}

function decodeFailure(cause: unknown, heif: boolean): PhotoProcessingError {
  const text = cause instanceof Error ? cause.message : String(cause)
  if (/pixel limit/i.test(text)) {
    return new PhotoProcessingError(
      "TOO_MANY_PIXELS",
      "This photo has too many pixels for us to process. Please upload a smaller version of it.",
      { cause }
    )
  }
  if (heif && /hevc|compression format|not been built in|decoder plugin/i.test(text)) {
    return new PhotoProcessingError(
      "HEIC_UNSUPPORTED",
      "We can't read this HEIC photo (the HEVC compression iPhones use isn't supported here yet). " +
        "Please upload it as a JPEG instead: on an iPhone, share or export the photo as JPEG, " +
        "or choose Settings › Camera › Formats › Most Compatible.",
      { cause }
    )
  }
  return new PhotoProcessingError(
    "UNDECODABLE",
    "We couldn't read the pixels of this photo; the file may be damaged. Please try another photo, preferably a JPEG.",
    { cause }
  )
}

/**
 * EXIF-rotates, strips metadata, decodes once and encodes every tier as WebP and JPEG.
 * Throws `PhotoProcessingError` when libvips cannot decode the photo.
 */
export async function makeImageTiers(bytes: Buffer, opts: TierOptions = {}): Promise<ImageTiers> {
  const job = startImageTiers(bytes, opts)
  job.analysisInput.catch(() => undefined) // same failure is reported by job.done
  return job.done
}

export type TierJob = {
  /** Resolves as soon as the analyser's input exists (before the encodes finish). */
  analysisInput: Promise<RawRgbImage>
  /** Everything, once every tier is encoded. */
  done: Promise<ImageTiers>
}

/**
 * `makeImageTiers` in two steps, so a caller can run the analyser on `analysisInput`
 * while the tiers are still being encoded on the thread pool (see `processPhoto`).
 */
export function startImageTiers(bytes: Buffer, opts: TierOptions = {}): TierJob {
  let resolveInput!: (img: RawRgbImage) => void
  let rejectInput!: (err: unknown) => void
  const analysisInput = new Promise<RawRgbImage>((resolve, reject) => {
    resolveInput = resolve
    rejectInput = reject
  })
  const done = runTiers(bytes, opts, resolveInput)
  done.catch(rejectInput)
  return { analysisInput, done }
}

async function runTiers(bytes: Buffer, opts: TierOptions, onAnalysisInput: (img: RawRgbImage) => void): Promise<ImageTiers> {
  configureSharp()
  const sniffed = sniffImage(bytes)
  if (!sniffed.ok) {
    throw new PhotoProcessingError("UNDECODABLE", "This file is not a photo we can read. Please upload a JPEG, PNG, WebP or HEIC image.")
  }
  const heif = sniffed.format === "heif" || sniffed.format === "avif"

  let original: Raw
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: opts.maxPixels ?? DEFAULT_MAX_PIXELS,
      // libvips' strictest setting: corrupt or missing compressed data (which libjpeg would
      // otherwise paint grey, with a warning) is an error, not a photo with a grey band.
      failOn: "warning",
    })
      .rotate() // applies and then drops the EXIF orientation
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .removeAlpha()
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true })
    if (info.channels !== 3) throw new Error(`unexpected channel count ${info.channels}`)
    original = { data, width: info.width, height: info.height }
  } catch (cause) {
    throw decodeFailure(cause, heif)
  }

  try {
    // Start the slowest encodes (full size) first, then walk down the resize chain while
    // they run; every encode goes to the thread pool as soon as its pixels exist.
    const track = (p: Promise<[Buffer, Buffer]>) => {
      p.catch(() => undefined) // awaited below; avoid an unhandled rejection if the chain fails first
      return p
    }
    const encodes: Partial<Record<TierName, Promise<[Buffer, Buffer]>>> = {}
    const sizes: Partial<Record<TierName, Raw>> = { original }
    encodes.original = track(encode(original))
    // The analyser's input first (straight from the decoded photo), so the analysis can
    // start while the tiers are encoded.
    const analysisRaw = await resizeRaw(original, fitLongSide(original.width, original.height, ANALYSIS_LONG_SIDE))
    onAnalysisInput({ data: analysisRaw.data, width: analysisRaw.width, height: analysisRaw.height })
    let previous: { name: TierName; raw: Raw } = { name: "original", raw: original }
    for (const name of TIER_NAMES.slice(1)) {
      // each size is computed from the original (no rounding drift down the chain), the
      // pixels come from the previous, next larger tier (cheaper than from the original)
      const size = fitLongSide(original.width, original.height, TIER_LONG_SIDE[name]!)
      const raw = await resizeRaw(previous.raw, size)
      sizes[name] = raw
      // Same pixels as the larger tier: share its encoded files instead of encoding again.
      encodes[name] = raw === previous.raw ? encodes[previous.name]! : track(encode(raw))
      previous = { name, raw }
    }

    const tiers = {} as Record<TierName, ImageTier>
    const [encoded, placeholder] = await Promise.all([
      Promise.all(TIER_NAMES.map((name) => encodes[name]!)),
      makePlaceholder({ ...sizes.thumb!, channels: 3 }),
    ])
    TIER_NAMES.forEach((name, i) => {
      const [webp, jpeg] = encoded[i]!
      const raw = sizes[name]!
      tiers[name] = { width: raw.width, height: raw.height, webp, jpeg }
    })
    return {
      width: original.width,
      height: original.height,
      tiers,
      analysisInput: { data: analysisRaw.data, width: analysisRaw.width, height: analysisRaw.height },
      placeholder,
    }
  } catch (cause) {
    if (cause instanceof PhotoProcessingError) throw cause
    throw decodeFailure(cause, heif)
  }
}
