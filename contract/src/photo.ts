import { z } from "zod"

/** One size of a photo: its files as links (private photos: short-lived signed ones). */
export const PhotoTierSchema = z.object({ webp: z.string(), jpeg: z.string(), width: z.number(), height: z.number() })
export type PhotoTier = z.infer<typeof PhotoTierSchema>

/** A box on a photo in fractions (0..1) of the upright photo. */
export const FractionBoxSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() })
export type FractionBox = z.infer<typeof FractionBoxSchema>

const PaintingOrientationSchema = z.enum(["portrait", "landscape", "square"])
/** The shapes of painting the shop sells: 2:3 portrait, 3:2 landscape, square. */
export type PaintingOrientation = z.infer<typeof PaintingOrientationSchema>

/**
 * How a painting of the photo frames the pet (issue 22): the proposed shape, whether it shows the
 * whole pet or its head and shoulders, the pets' box, and the crop of each shape.
 */
export const CompositionSchema = z.object({
  orientation: PaintingOrientationSchema,
  framing: z.enum(["whole-pet", "head-and-shoulders"]),
  subject: FractionBoxSchema.nullable(),
  crops: z.object({ portrait: FractionBoxSchema, landscape: FractionBoxSchema, square: FractionBoxSchema }),
})
export type Composition = z.infer<typeof CompositionSchema>

/**
 * A small painting of the photo in one style (issue 25), made as soon as the photo is analysed so
 * the style step shows the shopper's own pet in every style. Watermarked, shown to the owner only
 * (a short-lived signed link), deleted with the photo; not a painting (no quota of paintings, no gallery).
 */
export const StyleSampleSchema = z.object({
  styleId: z.string(),
  image: z.string(),
  width: z.number(),
  height: z.number(),
  /** Painted by the local engine's closest recipe for a style a remote provider paints: a sketch of it. */
  sketch: z.boolean(),
})
export type StyleSample = z.infer<typeof StyleSampleSchema>

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
  /** The proposed framing of a painting of it; null until analysed. */
  composition: CompositionSchema.nullish(),
  /** The samples made so far, at most one per public style, matched to styles by styleId (owner only; [] until the first). */
  styleSamples: z.array(StyleSampleSchema).nullish(),
  /** How far the sampling is: `total` public styles, `done` samples made (owner only; null before analysis). */
  sampling: z.object({ done: z.number(), total: z.number() }).nullish(),
})
export type Photo = z.infer<typeof PhotoSchema>
