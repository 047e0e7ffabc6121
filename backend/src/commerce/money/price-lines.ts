/**
 * The money of a cart or an order, to the cent, from Medusa's lines (spec section 9: total =
 * subtotal - discount + shipping + taxes). Medusa keeps fractions of a cent (a 10 % voucher
 * on 3 x 53.95 is 16.185 off, taxes are rate x amount); the shop rounds once per line, by the
 * rule of minor-units.ts, and sums the rounded lines, so every figure shown adds up and the
 * total is the amount charged:
 * - a line's discount is the sum of its adjustments, rounded;
 * - a line's tax is, for each of its tax lines, the rate of (line - its discount), rounded;
 * - shipping the same, with its own adjustments and tax lines.
 */
import type { BigNumberInput } from "@medusajs/framework/types"
import { MathBN } from "@medusajs/framework/utils"
import { percentOfMinor, toMajor, toMinor } from "./minor-units"

type TaxLineInput = { rate: BigNumberInput; code?: string | null; description?: string | null } | null
type AdjustmentInput = { amount: BigNumberInput } | null

export type MoneyLineInput = {
  id: string
  unit_price: BigNumberInput
  quantity: BigNumberInput
  adjustments?: AdjustmentInput[] | null
  tax_lines?: TaxLineInput[] | null
}

export type MoneyShippingInput = {
  amount: BigNumberInput
  adjustments?: AdjustmentInput[] | null
  tax_lines?: TaxLineInput[] | null
}

/** One tax as the shopper sees it: "QST 9.975 %", summed over every line it applies to. */
export type TaxShare = { name: string; code: string | null; rate: number; amount: number }

export type LineMoney = { subtotal: number; discount: number; taxes: number; total: number }

export type PricedLines = {
  currency: string
  lines: Record<string, LineMoney>
  subtotal: number
  discount: number
  shipping: number
  taxes: number
  total: number
  taxLines: TaxShare[]
}

/** Price x quantity to the cent: the `total` of a cart line and of an order's line. */
export function lineSubtotal(line: Pick<MoneyLineInput, "unit_price" | "quantity">, currency: string): number {
  return toMajor(toMinor(MathBN.mult(line.unit_price, line.quantity), currency), currency)
}

type Minor = { subtotal: number; discount: number; taxes: number }

export function priceLines(input: {
  currency: string
  items: (MoneyLineInput | null)[]
  shippingMethods?: (MoneyShippingInput | null)[] | null
}): PricedLines {
  const { currency } = input
  const taxes = new Map<string, { name: string; code: string | null; rate: number; minor: number }>()

  const priceOne = (
    gross: number,
    adjustments: AdjustmentInput[] | null | undefined,
    taxLines: TaxLineInput[] | null | undefined
  ): Minor => {
    const discount = Math.min(toMinor(MathBN.sum(...(adjustments ?? []).map((a) => a?.amount ?? 0)), currency), gross)
    let lineTaxes = 0
    for (const t of taxLines ?? []) {
      if (!t) continue
      const minor = percentOfMinor(gross - discount, t.rate)
      lineTaxes += minor
      const rate = MathBN.convert(t.rate).toNumber()
      const name = t.description || t.code || "Tax"
      const key = `${name}|${rate}`
      const share = taxes.get(key) ?? { name, code: t.code ?? null, rate, minor: 0 }
      share.minor += minor
      taxes.set(key, share)
    }
    return { subtotal: gross, discount, taxes: lineTaxes }
  }

  const lines: Record<string, LineMoney> = {}
  const items = { subtotal: 0, discount: 0, taxes: 0 }
  for (const line of input.items) {
    if (!line) continue
    const gross = toMinor(MathBN.mult(line.unit_price, line.quantity), currency)
    const m = priceOne(gross, line.adjustments, line.tax_lines)
    items.subtotal += m.subtotal
    items.discount += m.discount
    items.taxes += m.taxes
    lines[line.id] = {
      subtotal: toMajor(m.subtotal, currency),
      discount: toMajor(m.discount, currency),
      taxes: toMajor(m.taxes, currency),
      total: toMajor(m.subtotal - m.discount + m.taxes, currency),
    }
  }
  const shipping = { subtotal: 0, discount: 0, taxes: 0 }
  for (const method of input.shippingMethods ?? []) {
    if (!method) continue
    const m = priceOne(toMinor(method.amount, currency), method.adjustments, method.tax_lines)
    shipping.subtotal += m.subtotal
    shipping.discount += m.discount
    shipping.taxes += m.taxes
  }

  const discount = items.discount + shipping.discount
  const taxTotal = items.taxes + shipping.taxes
  return {
    currency,
    lines,
    subtotal: toMajor(items.subtotal, currency),
    discount: toMajor(discount, currency),
    shipping: toMajor(shipping.subtotal, currency),
    taxes: toMajor(taxTotal, currency),
    total: toMajor(items.subtotal - discount + shipping.subtotal + taxTotal, currency),
    // In a stable order (Medusa's tax lines come in any): GST before PST, QST or RST.
    taxLines: [...taxes.values()]
      .filter((t) => t.rate !== 0)
      .sort((a, b) => a.name.localeCompare(b.name) || a.rate - b.rate)
      .map((t) => ({ name: t.name, code: t.code, rate: t.rate, amount: toMajor(t.minor, currency) })),
  }
}

/**
 * The spec's totals (section 9) as the cart and the order answer them, with `taxLines` naming
 * which taxes make up `taxes` (GST and QST in Quebec, VAT in the UK) so the shopper sees them.
 */
export function presentTotals(priced: PricedLines) {
  return {
    subtotal: priced.subtotal,
    discount: priced.discount,
    shipping: priced.shipping,
    taxes: priced.taxes,
    taxLines: priced.taxLines.map((t) => ({ name: t.name, rate: t.rate, amount: t.amount })),
    total: priced.total,
  }
}
