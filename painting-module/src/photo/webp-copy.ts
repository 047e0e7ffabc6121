/**
 * A picture re-encoded as WebP at its own size, for pictures the shop shows in small boxes on
 * its public pages (the seeded style demos, 400 px wide, shown at most about 500 px): about 40 %
 * fewer bytes than their JPEG, at a quality that looks the same at that size (issue 21, the
 * home page's weight). The slower effort buys a few more per cent; it runs once per seed.
 */
import sharp from "sharp"

/** For pictures shown at most about 500 px wide. */
export const SMALL_PICTURE_WEBP_QUALITY = 65

export async function webpCopy(image: Buffer, quality = SMALL_PICTURE_WEBP_QUALITY): Promise<Buffer> {
  return sharp(image, { failOn: "none" }).rotate().webp({ quality, effort: 6 }).toBuffer()
}
