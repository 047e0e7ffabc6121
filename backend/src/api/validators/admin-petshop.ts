/** Input of the /admin/petshop calls the painting admin pages make (Medusa admin session). */
import { z } from "zod"
import { statsQuery } from "./growth"

export const staffStylesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(100),
})

/** PATCH /admin/petshop/styles/{id}: the curation switches and the place in the list. */
export const updateStyleCurationBody = z
  .object({
    isPublic: z.boolean({ message: "isPublic must be true or false." }).optional(),
    isFeatured: z.boolean({ message: "isFeatured must be true or false." }).optional(),
    orderIndex: z
      .number({ message: "orderIndex must be a whole number." })
      .int("orderIndex must be a whole number.")
      .min(0, "orderIndex cannot be negative.")
      .max(10_000, "orderIndex can be at most 10000.")
      .optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: "Send isPublic, isFeatured or orderIndex.", path: ["body"] })
export type UpdateStyleCurationBody = z.infer<typeof updateStyleCurationBody>

/** GET /admin/petshop/stats/paintings?timespan=30d. */
export const paintingStatsQuery = statsQuery.pick({ timespan: true })
