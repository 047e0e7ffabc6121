import { z } from "zod"

const fraction = (name: string) =>
  z
    .number({ message: `The frame's ${name} must be a number between 0 and 1.` })
    .finite(`The frame's ${name} must be a number between 0 and 1.`)
    .min(0, `The frame's ${name} must be a number between 0 and 1.`)
    .max(1, `The frame's ${name} must be a number between 0 and 1.`)

const paintingCrop = z
  .object(
    { x: fraction("x"), y: fraction("y"), width: fraction("width"), height: fraction("height") },
    { message: "The frame must be { x, y, width, height } in fractions of the photo." }
  )
  .strict()
  .refine((c) => c.x + c.width <= 1.001 && c.y + c.height <= 1.001, "The frame must lie inside your photo.")

export const createPaintingBody = z.object({
  photoId: z.string().max(100).optional(),
  styleId: z.string().max(100).optional(),
  signature: z.string().trim().max(40, "Please keep the signature under 40 characters.").optional().nullable(),
  /** The wizard's frame on the photo, fractions of the upright photo (issue 22). */
  crop: paintingCrop.optional().nullable(),
})
export type CreatePaintingBody = z.infer<typeof createPaintingBody>

export const PAINTING_SCOPES = ["isPublic", "isFeatured", "mine", "all"] as const
export const PAINTING_TYPES = ["image-to-image", "paint", "face-swap"] as const
export const PAINTING_STATUSES = ["idle", "queue", "in-progress", "complete", "failed"] as const

export const listPaintingsQuery = z.object({
  scope: z.enum(PAINTING_SCOPES).default("isPublic"),
  type: z.enum(PAINTING_TYPES).optional(),
  styleId: z.string().max(100).optional(),
  status: z.enum(PAINTING_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(12),
})
export type ListPaintingsQuery = z.infer<typeof listPaintingsQuery>

export const updatePaintingBody = z.object({
  // Spec: a rename of under 2 characters is not saved (the storefront does not send it).
  title: z.string().trim().min(2, "Please provide a longer title.").max(120).optional(),
  isPublic: z.boolean().optional(),
  isFeatured: z.boolean().optional(),
  /** Admins: the painting's tags (ids, slugs or names of existing tags); [] removes them all. */
  tags: z.array(z.string().trim().min(1).max(60), { message: "tags is a list of tag names." }).max(20).optional(),
})
export type UpdatePaintingBody = z.infer<typeof updatePaintingBody>

export const bulkCreateBody = z.object({
  photosIds: z.array(z.string().max(100)).min(1, "Please choose at least one photo.").max(50),
  stylesIds: z.array(z.string().max(100)).min(1, "No style selected.").max(20),
})
export type BulkCreateBody = z.infer<typeof bulkCreateBody>

export const testPortraitBody = z.object({
  styleId: z.string({ message: "No style selected." }).min(1, "No style selected."),
  photoId: z.string().max(100).optional(),
})
export type TestPortraitBody = z.infer<typeof testPortraitBody>
