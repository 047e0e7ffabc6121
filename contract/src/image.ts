import { z } from "zod"

/**
 * A picture in sizes (original, high, medium, low, thumb), each a URL, and its inline placeholder;
 * a size not made yet is missing or null. Some answers add keys (a signed `url`, `webp`), which readers may ignore.
 */
export const ImageSetSchema = z.object({
  original: z.string().nullish(),
  high: z.string().nullish(),
  medium: z.string().nullish(),
  low: z.string().nullish(),
  thumb: z.string().nullish(),
  /**
   * The picture shrunk to a few pixels, as a data: URI (issue 24): shown blurred in the picture's
   * box until the picture loads, so a lazy picture is never an empty box. Missing on old records.
   */
  placeholder: z.string().nullish(),
  /**
   * AVIF copies of some of the sizes above (issue 21), for browsers that decode AVIF; the sizes
   * above stay what every other browser gets. Only small public pictures have them (the style
   * demos' `low`).
   */
  avif: z
    .object({
      original: z.string().nullish(),
      high: z.string().nullish(),
      medium: z.string().nullish(),
      low: z.string().nullish(),
      thumb: z.string().nullish(),
    })
    .nullish(),
})
export type ImageSet = z.infer<typeof ImageSetSchema>

/** A picture field: a set of sizes, or (older records, static pictures) one URL. */
export const PictureSchema = z.union([ImageSetSchema, z.string()])
export type Picture = z.infer<typeof PictureSchema>
