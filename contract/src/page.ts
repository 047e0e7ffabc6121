import { z } from "zod"

/** A page of a list: `{paintings|styles|photos…: T[], count, page, perPage}`. */
export const ListPageSchema = z.object({ count: z.number(), page: z.number(), perPage: z.number() })
export type ListPage = z.infer<typeof ListPageSchema>
