/**
 * Catalogue prices are set in USD and converted with the spec's rates (section 9).
 *
 * Rounding rule: convert, round to the nearest whole unit, then subtract 0.05, so
 * every price ends in .95 like the USD list (54.95 USD -> 84.95 AUD, 73.95 CAD,
 * 49.95 EUR, 42.95 GBP). Amounts under one unit are never rounded below 0.95.
 * Surcharges (frames, signature, which are whole numbers) are converted and rounded
 * to whole units, so a framed price is the plain price plus a whole-unit surcharge.
 */
import type { CurrenciesData, FrameKey, ProductData } from "./data"

export const toCents = (amount: number) => Math.round(amount * 100)
const fromCents = (cents: number) => cents / 100

export function charmRound(amount: number): number {
  return Math.max(fromCents(toCents(Math.round(amount)) - 5), 0.95)
}

export function convertFromUsd(amountUsd: number, currency: string, fx: CurrenciesData): number {
  const rate = fx.rates[currency]
  if (rate === undefined) throw new Error(`No exchange rate for ${currency}`)
  return currency === fx.baseCurrency ? amountUsd : charmRound(amountUsd * rate)
}

export function convertSurchargeFromUsd(amountUsd: number, currency: string, fx: CurrenciesData): number {
  const rate = fx.rates[currency]
  if (rate === undefined) throw new Error(`No exchange rate for ${currency}`)
  return currency === fx.baseCurrency ? amountUsd : Math.round(amountUsd * rate)
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
  let cents = toCents(convertFromUsd(basePriceUsd(product, defaultPriceUsd), currency, fx))
  if (choice.frame !== "none") {
    const surcharge = product.frameSurchargesUsd?.[choice.frame]
    if (surcharge === undefined) throw new Error(`${product.handle} has no ${choice.frame} frame`)
    cents += toCents(convertSurchargeFromUsd(surcharge, currency, fx))
  }
  if (choice.signed) {
    if (product.signedSurchargeUsd === undefined) throw new Error(`${product.handle} cannot be signed`)
    cents += toCents(convertSurchargeFromUsd(product.signedSurchargeUsd, currency, fx))
  }
  return fromCents(cents)
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
