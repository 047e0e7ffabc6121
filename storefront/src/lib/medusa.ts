/**
 * The Medusa client of the server-rendered pages. The publishable key and backend URL
 * are read at request time (not baked into the build) so one build serves any shop.
 */
import Medusa from "@medusajs/js-sdk"

export const backendUrl = () => process.env.MEDUSA_BACKEND_URL || "http://localhost:9000"

export function serverMedusa(): Medusa {
  return new Medusa({
    baseUrl: backendUrl(),
    publishableKey: process.env.MEDUSA_PUBLISHABLE_KEY || undefined,
  })
}

/** A price in a currency, as shoppers read it: $54.95, CA$74.18, €50.00. */
export function formatPrice(amount: number, currency: string, locale = "en-US"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() }).format(amount)
}
