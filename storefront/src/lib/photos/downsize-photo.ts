/**
 * Makes a picked photo small enough to preview, crop and upload quickly (spec section 5):
 * at most 1000 px on its longer side and turned upright per its EXIF orientation.
 * If that fails, the original file is used as it is.
 */
import imageCompression from "browser-image-compression"

export const PREVIEW_MAX_PX = 1000

export async function downsizePhoto(file: File): Promise<File> {
  try {
    const out = await imageCompression(file, {
      maxWidthOrHeight: PREVIEW_MAX_PX,
      // Its web worker would fetch the library from a CDN; on the main thread it needs no network.
      useWebWorker: false,
      initialQuality: 0.92,
      // Keep the picture's own format unless it is exotic (HEIC etc. cannot be drawn anyway).
      fileType: /^image\/(png|webp)$/.test(file.type) ? file.type : "image/jpeg",
    })
    return new File([out], file.name.replace(/\.[^.]+$/, "") + extensionFor(out.type), { type: out.type })
  } catch (err) {
    console.info("[photo] could not downsize the photo; using the original", err)
    return file
  }
}

function extensionFor(type: string) {
  if (type === "image/png") return ".png"
  if (type === "image/webp") return ".webp"
  return ".jpg"
}
