/**
 * The images a finished preview leaves in the file store: the clean picture (JPEG and WebP)
 * and the watermarked preview with its small copy. A painting's own preview and an admin's
 * apply of post-process settings write the same set, under different names.
 */
import sharp from "sharp"
import type { Raster } from "../../engine"
import { rasterImage } from "./painting-inputs"

const LOW_SIZE = 256

export type Upload = (name: string, mimeType: string, bytes: Buffer) => Promise<{ url: string }>

export type PreviewImages = {
  /** Like painting.image: the watermarked preview and its small copy. */
  image: { original: string; low: string }
  /** Like painting.no_watermark. */
  noWatermark: { original: string; webp: string; width: number; height: number }
}

/** Writes `clean` and the watermarked `preview` as `<name>-clean.jpg|webp`, `<name>-preview.jpg`, `<name>-preview-low.jpg`. */
export async function writePreviewImages(upload: Upload, name: string, clean: Raster, preview: Raster): Promise<PreviewImages> {
  const png = await rasterImage(clean).png().toBuffer()
  const previewJpeg = await rasterImage(preview).jpeg({ quality: 88 }).toBuffer()
  const [cleanJpeg, cleanWebp, lowJpeg] = await Promise.all([
    sharp(png).jpeg({ quality: 92 }).toBuffer(),
    sharp(png).webp({ quality: 90 }).toBuffer(),
    sharp(previewJpeg).resize(LOW_SIZE, LOW_SIZE, { fit: "inside" }).jpeg({ quality: 80 }).toBuffer(),
  ])
  const [cleanJpegFile, cleanWebpFile, previewFile, lowFile] = await Promise.all([
    upload(`${name}-clean.jpg`, "image/jpeg", cleanJpeg),
    upload(`${name}-clean.webp`, "image/webp", cleanWebp),
    upload(`${name}-preview.jpg`, "image/jpeg", previewJpeg),
    upload(`${name}-preview-low.jpg`, "image/jpeg", lowJpeg),
  ])
  return {
    image: { original: previewFile.url, low: lowFile.url },
    noWatermark: { original: cleanJpegFile.url, webp: cleanWebpFile.url, width: clean.width, height: clean.height },
  }
}
