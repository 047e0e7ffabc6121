import { z } from "zod"
import { PictureSchema } from "./image"
import { FrameKeySchema } from "./product"
import { PromoCodeSchema } from "./promo-code"

/** One tax of a total, named as the billing country's table names it. */
export const TaxLineSchema = z.object({ name: z.string(), rate: z.number(), amount: z.number() })
export type TaxLine = z.infer<typeof TaxLineSchema>

/** The money of a cart or an order: total = subtotal - discount + shipping + taxes. */
export const TotalsSchema = z.object({
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  taxes: z.number(),
  taxLines: z.array(TaxLineSchema),
  total: z.number(),
})
export type Totals = z.infer<typeof TotalsSchema>

/** The painting of a line as it was put in the cart; the clean picture only where the caller may have it. */
export const PaintingStampSchema = z.object({
  title: z.string().nullable(),
  image: PictureSchema.nullable(),
  productionImage: z.unknown(),
})
export type PaintingStamp = z.infer<typeof PaintingStampSchema>

export const LineLabelSchema = z.object({ text1: z.string(), text2: z.string() })

/** A shipping option of a cart line, priced for the cart's country where it delivers there. */
export const CartShippingOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  cost: z.number(),
  currency: z.string(),
  /** The country values it delivers to. */
  deliverTo: z.array(z.string()),
})
export type CartShippingOption = z.infer<typeof CartShippingOptionSchema>

export const CartItemSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  dateCreated: z.string(),
  quantity: z.number(),
  price: z.number(),
  total: z.number(),
  /** Set once the item was bought (always null in a cart). */
  order: z.string().nullable(),
  type: z.string(),
  label: LineLabelSchema,
  product: z.string(),
  productHasFrame: z.boolean(),
  frame: FrameKeySchema,
  signed: z.boolean(),
  isRotated: z.boolean(),
  medium: z.string(),
  mediumStamp: z.object({ name: z.string() }),
  painting: z.string().nullable(),
  paintingStamp: PaintingStampSchema.nullable(),
  paintingRoute: z.string().nullable(),
  shippingOptions: z.array(CartShippingOptionSchema),
  /** "Can't ship to {country}" when no shipping option delivers to the shipping country. */
  cantShip: z.string().nullable(),
  account: z.string(),
})
export type CartItem = z.infer<typeof CartItemSchema>

/** A voucher remembered on the cart, and whether (or why not) it takes its discount. */
export const CartPromoCodeSchema = PromoCodeSchema.pick({
  code: true,
  discount: true,
  product: true,
  productHasFrame: true,
  minProductQuantity: true,
}).extend({ applied: z.boolean(), reason: z.string().nullable() })
export type CartPromoCode = z.infer<typeof CartPromoCodeSchema>

/** The shopper's cart (GET /api/cart): its lines and money in the shipping country's currency. */
export const CartSchema = TotalsSchema.extend({
  /** Null until the first line makes the cart. */
  id: z.string().nullable(),
  currency: z.string(),
  shippingCountry: z.string(),
  shippingState: z.string(),
  billingCountry: z.string(),
  billingState: z.string(),
  items: z.array(CartItemSchema),
  itemCount: z.number(),
  promoCodes: z.array(CartPromoCodeSchema),
  shippingOption: z.object({ id: z.string(), name: z.string(), cost: z.number() }).nullable(),
  /** "Can't ship to {country}" when a line cannot go there. */
  cantShipTo: z.string().nullable(),
})
export type Cart = z.infer<typeof CartSchema>
