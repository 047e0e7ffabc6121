/**
 * Currency rates relative to USD (spec section 9). The one source of truth is the seed's
 * currencies.json, which also priced the catalogue, so the rates shown to shoppers are the
 * rates their prices were made with.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { DATA_DIR } from "@petshop/seed"

export type CurrencyCode = "usd" | "aud" | "cad" | "eur" | "gbp"
export type FxTable = { baseCurrency: string; defaultCurrency: string; rates: Record<string, number> }

export const DEFAULT_PRICE_USD = 54.95

let cached: FxTable | undefined

/** The seed's currencies.json, read once. */
export function fxTable(): FxTable {
  if (cached) return cached
  const raw = JSON.parse(readFileSync(join(DATA_DIR, "currencies.json"), "utf8")) as FxTable
  for (const [code, rate] of Object.entries(raw.rates ?? {})) {
    if (!/^[a-z]{3}$/.test(code) || !(typeof rate === "number" && rate > 0)) {
      throw new Error(`currencies.json: bad rate ${code}=${rate}`)
    }
  }
  cached = raw
  return raw
}

export const currencyCodes = (): string[] => Object.keys(fxTable().rates)

export const isKnownCurrency = (code: string) => code.toLowerCase() in fxTable().rates

/** The `/api/fx` answer: upper-case codes as shoppers see them. */
export function presentFx() {
  const { baseCurrency, rates } = fxTable()
  return {
    base: baseCurrency.toUpperCase(),
    rates: Object.fromEntries(Object.entries(rates).map(([code, rate]) => [code.toUpperCase(), rate])),
  }
}
