import { z } from "zod"
import { PaintingSchema } from "./painting"

/** The caller's wishlist, most recently added first. */
export const WishlistSchema = z.object({ paintings: z.array(PaintingSchema) })
export type Wishlist = z.infer<typeof WishlistSchema>
