import { z } from "zod"

export const createPaintingBody = z.object({
  photoId: z.string().max(100).optional(),
  styleId: z.string().max(100).optional(),
  signature: z.string().trim().max(40, "Please keep the signature under 40 characters.").optional().nullable(),
})
export type CreatePaintingBody = z.infer<typeof createPaintingBody>
