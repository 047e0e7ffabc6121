import type { TaxLine } from "@petshop/contract"

/**
 * "Taxes (GST 5% + QST 9.975%)": names the taxes the billing address brings (spec section 9's
 * Canadian table, and the VAT or GST the FAQ lists for Australia, the UK and Ireland).
 */
export function taxLabel(taxLines: TaxLine[] | undefined): string {
  const named = (taxLines ?? []).filter((t) => t.rate > 0)
  return named.length ? `Taxes (${named.map((t) => `${t.name} ${t.rate}%`).join(" + ")})` : "Taxes"
}
