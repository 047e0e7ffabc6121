import { z } from "zod"

const WHICH_PAINTING = "Which painting? Give its uuid."

/** POST and DELETE /api/wishlist {uuid}: the painting to add or remove. */
export const wishlistBody = z.object({
  uuid: z.string({ message: WHICH_PAINTING }).trim().min(1, WHICH_PAINTING).max(100, WHICH_PAINTING),
})
export type WishlistBody = z.infer<typeof wishlistBody>
