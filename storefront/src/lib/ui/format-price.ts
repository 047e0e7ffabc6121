/** A price in a currency, as shoppers read it: $54.95, CA$74.18, €50.00. */
export function formatPrice(amount: number, currency: string, locale = "en-US"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() }).format(amount)
}
