import { z } from "zod"
import { ImageSetSchema, PictureSchema } from "./image"

export const StyleTypeSchema = z.enum(["paint", "face-swap", "image-to-image"])
export type StyleType = z.infer<typeof StyleTypeSchema>

/** A post-processing layer of a style, in its order. */
export const StyleLayerSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  styleId: z.string().nullable(),
  name: z.string(),
  kind: z.string(),
  orderIndex: z.number(),
  settings: z.unknown(),
  image: z.unknown(),
})
export type StyleLayer = z.infer<typeof StyleLayerSchema>

export const StyleSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  type: StyleTypeSchema,
  allowSignature: z.boolean(),
  provider: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  isPublic: z.boolean(),
  isFeatured: z.boolean(),
  isFirst: z.boolean(),
  publicImage: ImageSetSchema.nullable(),
  demoImages: z.array(PictureSchema),
  prompt: z.string().nullable(),
  negativePrompt: z.string().nullable(),
  orderIndex: z.number(),
  layers: z.array(StyleLayerSchema),
  /** The style's one storefront page: /pet-portrait/{slug}, or /styles/{id} while hidden. */
  route: z.string(),
})
export type Style = z.infer<typeof StyleSchema>

/** A style's post-processing settings, with the earlier versions. */
export const PostProcessSettingsSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  styleId: z.string().nullable(),
  isDefault: z.boolean(),
  settings: z.unknown(),
  history: z.unknown(),
})
export type PostProcessSettings = z.infer<typeof PostProcessSettingsSchema>
