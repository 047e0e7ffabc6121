/**
 * Which cart lines a gift voucher discounts and whether it applies (spec sections 5 and 9):
 * lines of its product (no product: any line) with the voucher's framing (none: either), and
 * only once their quantities together reach minProductQuantity.
 */
export type VoucherTerms = { product: string | null; productHasFrame: boolean | null; minProductQuantity: number }
export type VoucherLine = { productId: string; hasFrame: boolean; quantity: number }

export function lineMatchesVoucher(line: VoucherLine, terms: VoucherTerms): boolean {
  if (terms.product && line.productId !== terms.product) return false
  if (terms.productHasFrame !== null && line.hasFrame !== terms.productHasFrame) return false
  return true
}

export function matchingQuantity(lines: VoucherLine[], terms: VoucherTerms): number {
  return lines.filter((l) => lineMatchesVoucher(l, terms)).reduce((sum, l) => sum + l.quantity, 0)
}

/** Why a voucher does not apply to these lines, or null when it does. */
export function voucherShortfall(lines: VoucherLine[], terms: VoucherTerms): string | null {
  const matching = matchingQuantity(lines, terms)
  const needed = Math.max(1, terms.minProductQuantity)
  if (matching >= needed) return null
  const what = [terms.productHasFrame === true ? "framed" : terms.productHasFrame === false ? "unframed" : "", "item"]
    .filter(Boolean)
    .join(" ")
  const scope = terms.product ? ` of this product` : ""
  const article = /^[aeiou]/.test(what) ? "an" : "a"
  return matching === 0
    ? `This gift voucher needs ${article} ${what}${scope} in your cart.`
    : `This gift voucher needs ${needed} ${what}s${scope} in your cart; you have ${matching}.`
}
