/**
 * The images a finished preview leaves in the file store: the clean picture (JPEG and WebP),
 * kept privately, and the public watermarked preview with its small copy. A painting's own
 * preview and an admin's apply of post-process settings write the same set.
 */
import sharp from "sharp"
import type { Raster } from "../../engine"
import { makePlaceholder } from "../../photo/placeholder"
import { rasterImage } from "./painting-inputs"
import type { PrivateImage, StoreFile } from "./store-file"

const LOW_SIZE = 256

export type PreviewImages = {
  /** Like painting.image: the watermarked preview, its small copy (public) and its inline placeholder. */
  image: { original: string; low: string; placeholder: string }
  /** Like painting.no_watermark: the clean picture's private files. */
  noWatermark: PrivateImage
}

/** Writes `clean` privately and the watermarked `preview` publicly, each under its own random name. */
export async function writePreviewImages(store: StoreFile, clean: Raster, preview: Raster): Promise<PreviewImages> {
  const png = await rasterImage(clean).png().toBuffer()
  const previewJpeg = await rasterImage(preview).jpeg({ quality: 88 }).toBuffer()
  const [cleanJpeg, cleanWebp, lowJpeg] = await Promise.all([
    sharp(png).jpeg({ quality: 92 }).toBuffer(),
    sharp(png).webp({ quality: 90 }).toBuffer(),
    sharp(previewJpeg).resize(LOW_SIZE, LOW_SIZE, { fit: "inside" }).jpeg({ quality: 80 }).toBuffer(),
  ])
  // From the small copy: the watermarked preview's colours, never the clean picture's.
  const placeholder = await makePlaceholder(lowJpeg)
  const [cleanJpegFile, cleanWebpFile, previewFile, lowFile] = await Promise.all([
    store(cleanJpeg, "jpeg", "private"),
    store(cleanWebp, "webp", "private"),
    store(previewJpeg, "jpeg", "public"),
    store(lowJpeg, "jpeg", "public"),
  ])
  return {
    image: { original: previewFile.url, low: lowFile.url, placeholder },
    noWatermark: { files: { original: cleanJpegFile.id, webp: cleanWebpFile.id }, width: clean.width, height: clean.height },
  }
}
