/**
 * A picture re-encoded as AVIF at its own size, offered beside its WebP copy to browsers that
 * decode AVIF (issue 21, the home page's weight): the seeded style demos weigh about a fifth
 * less than their WebP, and the textured styles (impasto, collage) about a third less.
 * Effort 2: the default (4) saves another 5 % but takes seven times as long, and the seed
 * makes 39 of them at every fresh start.
 */
import sharp from "sharp"

/** For pictures shown at most about 500 px wide; looks like the WebP copy at quality 65. */
export const SMALL_PICTURE_AVIF_QUALITY = 50

export async function avifCopy(image: Buffer, quality = SMALL_PICTURE_AVIF_QUALITY): Promise<Buffer> {
  return sharp(image, { failOn: "none" }).rotate().avif({ quality, effort: 2 }).toBuffer()
}
