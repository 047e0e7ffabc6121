/**
 * Catalogue prices are set in USD and converted with the spec's rates (section 9), exactly:
 * a price in another currency is its USD price times the rate, rounded to the cent (half away
 * from zero), so the rates /api/fx shows are the rates every price was made with
 * (54.95 USD -> 84.62 AUD, 74.18 CAD, 50.00 EUR, 43.41 GBP). A variant's USD price (with its
 * frame and signature) is converted as a whole, so a framed price is what its USD price says.
 */
import type { CurrenciesData, FrameKey, ProductData } from "./data"

export const toCents = (amount: number) => Math.round(amount * 100)
const fromCents = (cents: number) => cents / 100

/** A rate as a whole-number fraction (1.54 -> 154/100), so conversion rounds in whole numbers. */
function rateFraction(rate: number): { num: number; den: number } {
  const decimals = (String(rate).split(".")[1] ?? "").length
  const den = 10 ** decimals
  return { num: Math.round(rate * den), den }
}

export function convertFromUsd(amountUsd: number, currency: string, fx: CurrenciesData): number {
  const rate = fx.rates[currency]
  if (rate === undefined) throw new Error(`No exchange rate for ${currency}`)
  if (currency === fx.baseCurrency) return amountUsd
  const { num, den } = rateFraction(rate)
  const scaled = toCents(amountUsd) * num
  // Half away from zero, in whole numbers (prices are never negative).
  return fromCents(Math.floor((2 * scaled + den) / (2 * den)))
}

/** The USD price of a product; the spec's default (54.95) when the data gives none. */
export function basePriceUsd(product: ProductData, defaultPriceUsd: number): number {
  return product.priceUsd ?? defaultPriceUsd
}

export type VariantChoice = { frame: FrameKey; signed: boolean }

/** The price of one variant in one currency. */
export function variantPrice(
  product: ProductData,
  choice: VariantChoice,
  currency: string,
  fx: CurrenciesData,
  defaultPriceUsd: number
): number {
  let usdCents = toCents(basePriceUsd(product, defaultPriceUsd))
  if (choice.frame !== "none") {
    const surcharge = product.frameSurchargesUsd?.[choice.frame]
    if (surcharge === undefined) throw new Error(`${product.handle} has no ${choice.frame} frame`)
    usdCents += toCents(surcharge)
  }
  if (choice.signed) {
    if (product.signedSurchargeUsd === undefined) throw new Error(`${product.handle} cannot be signed`)
    usdCents += toCents(product.signedSurchargeUsd)
  }
  return convertFromUsd(fromCents(usdCents), currency, fx)
}

/** Every frame and signature combination a product is sold in. */
export function variantChoices(product: ProductData): VariantChoice[] {
  const frames: FrameKey[] = ["none", ...(product.frameSurchargesUsd ? (["black", "walnut", "white"] as const) : [])]
  const signatures = product.signedSurchargeUsd !== undefined ? [false, true] : [false]
  return frames.flatMap((frame) => signatures.map((signed) => ({ frame, signed })))
}

/** Width / height to two decimals, the key the cart uses to match a painting to products. */
export function aspectRatioKey(width: number, height: number): string {
  return (Math.min(width, height) / Math.max(width, height)).toFixed(2)
}
