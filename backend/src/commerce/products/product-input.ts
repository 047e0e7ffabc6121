/**
 * What an admin may send to create or change a product (POST /api/product, PATCH /api/product/{id}):
 * the shop's rules for sizes, prices and frames, which commerce/products/save-product.ts relies on.
 */
import { z } from "zod"
import { FRAME_COLORS, PRODUCT_TYPES } from "./product-records"

/** A product side in inches. */
export const productSize = (what: string) =>
  z.coerce
    .number({ message: `The ${what} must be a number of inches.` })
    .positive(`The ${what} must be more than 0.`)
    .max(200, `The ${what} can be at most 200 inches.`)

/** Money with at most two decimals, so what is stored is what was sent. */
const money = (what: string) =>
  z
    .number({ message: `The ${what} must be a number.` })
    .positive(`The ${what} must be more than 0.`)
    .max(100_000, `The ${what} can be at most 100000.`)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { message: `The ${what} can have at most two decimals.` })

const frames = z
  .array(
    z.object({
      color: z.enum(FRAME_COLORS, { message: "The frame colour must be black, walnut or white." }),
      price: money("frame price"),
    }),
    { message: "The frames must be a list of { color, price }." }
  )
  .max(3)
  .refine((list) => new Set(list.map((f) => f.color)).size === list.length, { message: "Each frame colour can be listed once." })

/**
 * POST /api/product (admin). Prices are USD (the base currency); the other currencies are
 * converted with the shop's rates. A frame's price is the framed print's whole price; a
 * signedSurcharge adds signed variants costing that much more.
 */
export const createProductBody = z
  .object({
    name: z.string({ message: "Please name the product." }).trim().min(2, "Please provide a longer name.").max(120),
    handle: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "The handle is lower-case letters, digits and dashes.")
      .max(100)
      .optional(),
    type: z.enum(PRODUCT_TYPES, { message: "The type must be canvas or poster." }),
    width: productSize("width"),
    height: productSize("height"),
    price: money("price").optional(),
    frames: frames.optional(),
    signedSurcharge: money("signed surcharge").optional(),
    description: z.string().trim().max(5000).optional(),
  })
  .refine((b) => b.type === "canvas" || !b.frames?.length, { message: "Only canvases are framed.", path: ["frames"] })
export type CreateProductBody = z.infer<typeof createProductBody>

/**
 * PATCH /api/product/{id} (admin): the given fields change. Frames may only re-price the
 * frames the product has; a signedSurcharge re-prices its signed variants.
 */
export const updateProductBody = z.object({
  name: z.string({ message: "Please name the product." }).trim().min(2, "Please provide a longer name.").max(120).optional(),
  width: productSize("width").optional(),
  height: productSize("height").optional(),
  price: money("price").optional(),
  frames: frames.optional(),
  signedSurcharge: money("signed surcharge").optional(),
  description: z.string().trim().max(5000).nullable().optional(),
  status: z.enum(["published", "draft"], { message: "The status must be published or draft." }).optional(),
})
export type UpdateProductBody = z.infer<typeof updateProductBody>
