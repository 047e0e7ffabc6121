import { z } from "zod"

/**
 * A promo code (gift voucher): `discount` per cent off the lines it covers; null terms cover
 * any product, framed or not.
 */
export const PromoCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  discount: z.number(),
  product: z.string().nullable(),
  productHasFrame: z.boolean().nullable(),
  minProductQuantity: z.number(),
  status: z.string(),
  dateCreated: z.string(),
})
export type PromoCode = z.infer<typeof PromoCodeSchema>
