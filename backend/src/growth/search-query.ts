/** What a catalogue search asks for (GET /api/search): growth/search-catalogue.ts answers it. */
import { z } from "zod"

const page = z.coerce.number().int().min(1, "The page starts at 1.").default(1)

export const SEARCH_TYPES = ["painting", "style", "article"] as const

/** GET /api/search?q&type&page&perPage. */
export const searchQuery = z.object({
  q: z
    .string({ message: "Please type something to search for." })
    .trim()
    .min(2, "Please type at least 2 characters.")
    .max(200, "Searches can be at most 200 characters."),
  type: z.enum(SEARCH_TYPES, { message: "The type must be painting, style or article." }).optional(),
  page,
  perPage: z.coerce.number().int().min(1).max(50).default(20),
})
export type SearchQuery = z.infer<typeof searchQuery>
