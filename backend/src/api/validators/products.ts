import { z } from "zod"
import { COUNTRIES, countryByValue } from "../../commerce/countries"
import { isKnownCurrency } from "../../commerce/fx"
import type { ProductFilters } from "../../commerce/products/list-products"
import { aspectRatioKey, FRAME_COLORS, PRODUCT_TYPES } from "../../commerce/products/product-records"

/** A spec country value (USA, CAN, ...) or a Medusa ISO code (us, ca, ...) to its currency. */
export function currencyOfCountry(country: string): string | undefined {
  return countryByValue(country)?.currency ?? COUNTRIES.find((c) => c.iso2 === country.toLowerCase())?.currency
}

const currency = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isKnownCurrency, { message: "The currency must be one of USD, CAD, AUD, GBP or EUR." })
const country = z
  .string()
  .trim()
  .refine((c) => Boolean(currencyOfCountry(c)), { message: "We do not ship to that country." })
const size = (what: string) =>
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

const ASPECT_MESSAGE = "The aspect ratio is the shorter over the longer side with two decimals, e.g. 0.67."

/** GET /api/products and /api/mediums. */
export const listProductsQuery = z
  .object({
    type: z.enum(PRODUCT_TYPES, { message: "The type must be canvas or poster." }).optional(),
    aspectRatio: z
      .string()
      .trim()
      .regex(/^(0\.\d{1,2}|1(\.0{1,2})?)$/, ASPECT_MESSAGE)
      .optional(),
    width: size("width").optional(),
    height: size("height").optional(),
    category: z
      .enum(["canvas", "black-frame", "walnut-frame", "white-frame", "signed-artworks", "poster"], {
        message: "The category must be canvas, black-frame, walnut-frame, white-frame, signed-artworks or poster.",
      })
      .optional(),
    currency: currency.optional(),
    country: country.optional(),
  })
  .refine((q) => (q.width === undefined) === (q.height === undefined), {
    message: "Give both width and height, or neither.",
    path: ["width"],
  })

export type ListProductsQuery = z.infer<typeof listProductsQuery>

/** The catalogue filters a list query asks for (a size is compared by its aspect ratio). */
export function productFiltersFromQuery(q: ListProductsQuery): ProductFilters {
  return {
    type: q.type,
    category: q.category,
    aspectRatio: q.width && q.height ? aspectRatioKey(q.width, q.height) : q.aspectRatio && Number(q.aspectRatio).toFixed(2),
  }
}

export const productCurrencyQuery = z.object({ currency: currency.optional(), country: country.optional() })

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
    width: size("width"),
    height: size("height"),
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
  width: size("width").optional(),
  height: size("height").optional(),
  price: money("price").optional(),
  frames: frames.optional(),
  signedSurcharge: money("signed surcharge").optional(),
  description: z.string().trim().max(5000).nullable().optional(),
  status: z.enum(["published", "draft"], { message: "The status must be published or draft." }).optional(),
})
export type UpdateProductBody = z.infer<typeof updateProductBody>

/** The currency to price in: the asked one, else the shipping country's (spec section 9), else USD. */
export function requestedCurrency(q: { currency?: string; country?: string }): string {
  return q.currency ?? (q.country ? currencyOfCountry(q.country) : undefined) ?? "usd"
}
