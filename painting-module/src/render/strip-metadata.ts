/**
 * Pictures people upload (review photos, article pictures, statics, style pictures) are stored
 * and served re-encoded: EXIF orientation applied first, then every EXIF, XMP and IPTC block
 * (camera, time, GPS position) dropped, which sharp does for any output it is not told to keep
 * metadata for. Pet photos' originals are the one exception: kept as uploaded, privately, for
 * analysis, and never served (issue 18, item 3).
 */
import sharp from "sharp"
import { makePlaceholder } from "../photo/placeholder"

export type ReencodedImage = {
  bytes: Buffer
  format: "jpeg" | "png" | "webp"
  mimeType: string
  extension: string
  width: number
  height: number
  /** The picture's inline placeholder (a data: URI), shown until the picture loads. */
  placeholder: string
}

const OUTPUTS = {
  jpeg: { mimeType: "image/jpeg", extension: "jpg" },
  png: { mimeType: "image/png", extension: "png" },
  webp: { mimeType: "image/webp", extension: "webp" },
} as const

/** The picture upright and without metadata, in its own format when browsers show it (else JPEG). */
export async function reencodeWithoutMetadata(bytes: Buffer, maxPixels = 50_000_000): Promise<ReencodedImage> {
  const input = sharp(bytes, { limitInputPixels: maxPixels, failOn: "error" })
  const { format: from } = await input.metadata()
  const format = from === "png" || from === "webp" ? from : "jpeg"
  const upright = input.rotate()
  const encoded =
    format === "png"
      ? upright.png()
      : format === "webp"
        ? upright.webp({ quality: 90 })
        : upright.flatten({ background: "#ffffff" }).jpeg({ quality: 90 })
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
  const placeholder = await makePlaceholder(data)
  return { bytes: data, format, ...OUTPUTS[format], width: info.width, height: info.height, placeholder }
}
