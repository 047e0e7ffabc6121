import { z } from "zod"
import { ImageSetSchema, PictureSchema } from "./image"
import { FractionBoxSchema } from "./photo"

export const PaintingStatusSchema = z.enum(["idle", "queue", "in-progress", "complete", "failed"])
export type PaintingStatus = z.infer<typeof PaintingStatusSchema>

/** The last frame of a painting being painted (and, once done, its final picture), with how far it got. */
export const ProgressFrameSchema = z.union([z.string(), z.object({ url: z.string(), progress: z.number().optional() })])
export type ProgressFrame = z.infer<typeof ProgressFrameSchema>

export const PaintingSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  dateCreated: z.string(),
  title: z.string().nullable(),
  signature: z.string().nullable(),
  photo: z.string(),
  style: z.string(),
  negativePrompt: z.string().nullable(),
  isDemo: z.boolean(),
  isFeatured: z.boolean(),
  isPublic: z.boolean(),
  /** The owner's account id, for its owner and admins; null for everyone else. */
  account: z.string().nullable(),
  status: PaintingStatusSchema,
  failureReason: z.string().nullish(),
  image: ImageSetSchema.nullable(),
  /** The clean pictures go to staff and buyers only (short-lived signed links); null for everyone else. */
  productionImage: PictureSchema.nullable(),
  noWatermark: PictureSchema.nullable(),
  noWatermarkHq: PictureSchema.nullish(),
  progressImage: ProgressFrameSchema.nullable(),
  showcase: z.unknown(),
  dimensions: z.object({ width: z.number(), height: z.number() }),
  /** The crop of the photo it was painted from (owner only; null for paintings made before compositions). */
  crop: FractionBoxSchema.nullish(),
  /** style: the style's one route, as its own `route` (/pet-portrait/{slug}, or /styles/{id} while hidden). */
  routes: z.object({ page: z.string(), post: z.string(), style: z.string() }),
})
export type Painting = z.infer<typeof PaintingSchema>
