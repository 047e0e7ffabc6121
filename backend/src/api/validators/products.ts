import { z } from "zod"
import { COUNTRIES, countryByValue } from "../../commerce/countries"
import { isKnownCurrency } from "../../commerce/fx"
import type { ProductFilters } from "../../commerce/products/list-products"
import { productSize } from "../../commerce/products/product-input"
import { aspectRatioKey, PRODUCT_TYPES } from "../../commerce/products/product-records"

export { createProductBody, updateProductBody, type CreateProductBody, type UpdateProductBody } from "../../commerce/products/product-input"

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
    width: productSize("width").optional(),
    height: productSize("height").optional(),
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

/** The currency to price in: the asked one, else the shipping country's (spec section 9), else USD. */
export function requestedCurrency(q: { currency?: string; country?: string }): string {
  return q.currency ?? (q.country ? currencyOfCountry(q.country) : undefined) ?? "usd"
}
