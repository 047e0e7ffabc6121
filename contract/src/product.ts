import { z } from "zod"

export const FrameColorSchema = z.enum(["black", "walnut", "white"])
export type FrameColor = z.infer<typeof FrameColorSchema>

/** A print's frame: a colour, or none. */
export const FrameKeySchema = z.enum(["none", ...FrameColorSchema.options])
export type FrameKey = z.infer<typeof FrameKeySchema>

export const ProductTypeSchema = z.enum(["canvas", "poster"])
export type ProductType = z.infer<typeof ProductTypeSchema>

/** One purchasable variant (medium) of a product and what it costs: `price` in the answer's currency, `prices` by currency. */
export const PriceOptionSchema = z.object({ medium: z.string(), price: z.number(), prices: z.record(z.string(), z.number()) })
export type PriceOption = z.infer<typeof PriceOptionSchema>

/**
 * A catalogue product (a size of canvas or poster): `medium` and `price` are its unframed,
 * unsigned print; `signed` and each of `frames` name their own medium.
 */
export const ProductSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  handle: z.string(),
  name: z.string(),
  type: ProductTypeSchema,
  /** Inches; null for a product a merchandiser made without a size. */
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** Shorter side over longer, to two decimals ("0.67"): how a painting is matched to sizes. */
  aspectRatio: z.string().nullable(),
  status: z.string(),
  currency: z.string(),
  medium: z.string().nullable(),
  price: z.number(),
  prices: z.record(z.string(), z.number()),
  signed: PriceOptionSchema.nullable(),
  frames: z.array(PriceOptionSchema.extend({ color: FrameColorSchema, signed: PriceOptionSchema.nullable() })),
  categories: z.array(z.string()),
  description: z.string().nullable(),
  image: z.string().nullable(),
  images: z.array(z.string()),
})
export type Product = z.infer<typeof ProductSchema>

/** A medium: one purchasable print (a product's variant: its frame, signed or not). */
export const MediumSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  name: z.string(),
  product: z.string(),
  productName: z.string(),
  type: ProductTypeSchema,
  width: z.number().nullable(),
  height: z.number().nullable(),
  aspectRatio: z.string().nullable(),
  frame: FrameKeySchema,
  hasFrame: z.boolean(),
  signed: z.boolean(),
  sku: z.string().nullable(),
  currency: z.string(),
  price: z.number(),
  prices: z.record(z.string(), z.number()),
})
export type Medium = z.infer<typeof MediumSchema>
