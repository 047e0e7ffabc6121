/**
 * Medusa keeps amounts in major units (54.95); Stripe wants the smallest unit (5495).
 * Exponents per Stripe's currency list: zero-decimal and three-decimal currencies.
 */
import { BigNumber, MathBN } from "@medusajs/framework/utils"
import type { BigNumberInput } from "@medusajs/framework/types"

const ZERO_DECIMAL = new Set("bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf".split(" "))
const THREE_DECIMAL = new Set("bhd iqd jod kwd omr tnd".split(" "))

export function currencyExponent(currency: string): number {
  const code = currency.toLowerCase()
  if (ZERO_DECIMAL.has(code)) return 0
  if (THREE_DECIMAL.has(code)) return 3
  return 2
}

export function toMinorUnits(amount: BigNumberInput, currency: string): number {
  const factor = 10 ** currencyExponent(currency)
  const minor = Math.round(new BigNumber(MathBN.mult(amount, factor)).numeric)
  // Stripe requires three-decimal amounts to end in 0.
  return currencyExponent(currency) === 3 ? Math.round(minor / 10) * 10 : minor
}

export function fromMinorUnits(amount: number, currency: string): number {
  return amount / 10 ** currencyExponent(currency)
}
