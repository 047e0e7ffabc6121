import { z } from "zod"

const FLAG_MESSAGE = "Give a filter as a flag: ?inWishlist, ?inWishlist=true or ?inWishlist=false."

/** A query flag: present (`?inCart`), `true` or `1` turn it on; absent, `false` or `0` leave it off. */
const flag = z
  .enum(["", "true", "1", "false", "0"], { message: FLAG_MESSAGE })
  .optional()
  .transform((v) => v === "" || v === "true" || v === "1")

/** GET /api/account/{id}/paintings?inWishlist&inCart&inOrders&page&perPage. */
export const accountPaintingsQuery = z.object({
  inWishlist: flag,
  inCart: flag,
  inOrders: flag,
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
})
export type AccountPaintingsQuery = z.infer<typeof accountPaintingsQuery>
