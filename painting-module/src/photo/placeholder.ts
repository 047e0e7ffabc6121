/**
 * A picture's placeholder (issue 24, "no empty boxes"): the picture itself shrunk to 16 px on
 * its long side as a WebP data: URI of a few hundred bytes, sent inline with the picture's
 * address so a page shows the picture's own colours, blurred, before the picture loads.
 */
import sharp from "sharp"

export const PLACEHOLDER_LONG_SIDE = 16

type RawPixels = { data: Buffer; width: number; height: number; channels: 3 | 4 }

/** The placeholder of an encoded image (JPEG, PNG, WebP) or of raw pixels. */
export async function makePlaceholder(image: Buffer | RawPixels): Promise<string> {
  const input = Buffer.isBuffer(image)
    ? sharp(image, { failOn: "none" }).rotate()
    : sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } })
  const webp = await input
    .resize(PLACEHOLDER_LONG_SIDE, PLACEHOLDER_LONG_SIDE, { fit: "inside" })
    // Transparent parts show as white, as the shop's pages show them.
    .flatten({ background: "#ffffff" })
    .webp({ quality: 60, effort: 4 })
    .toBuffer()
  return `data:image/webp;base64,${webp.toString("base64")}`
}
