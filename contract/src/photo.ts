import { z } from "zod"

/** One size of a photo: its files as links (private photos: short-lived signed ones). */
export const PhotoTierSchema = z.object({ webp: z.string(), jpeg: z.string(), width: z.number(), height: z.number() })
export type PhotoTier = z.infer<typeof PhotoTierSchema>

export const PhotoSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  dateCreated: z.string(),
  status: z.string(),
  /** The sizes by name (thumb, low, medium, high, original); null until analysed. */
  image: z.record(z.string(), PhotoTierSchema).nullable(),
  /** The photo at a few pixels, a data: URI shown blurred until a size loads (issue 24); null before analysis. */
  placeholder: z.string().nullish(),
  description: z.string().nullable(),
  failureReason: z.string().nullable(),
  subject: z.unknown(),
  orientation: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
})
export type Photo = z.infer<typeof PhotoSchema>
