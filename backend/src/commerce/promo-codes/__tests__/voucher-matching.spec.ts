import { describe, expect, it } from "vitest"
import { matchingQuantity, voucherShortfall, type VoucherLine } from "../voucher-matching"

const lines: VoucherLine[] = [
  { productId: "canvas-12x18", hasFrame: false, quantity: 2 },
  { productId: "canvas-12x18", hasFrame: true, quantity: 1 },
  { productId: "poster-12x18", hasFrame: false, quantity: 3 },
]

describe("gift voucher rules (spec section 5)", () => {
  it.each([
    // product, framing, min → matching quantity, applies
    [null, null, 1, 6, true],
    [null, null, 6, 6, true],
    [null, null, 7, 6, false],
    ["canvas-12x18", null, 3, 3, true],
    ["canvas-12x18", true, 1, 1, true],
    ["canvas-12x18", true, 2, 1, false],
    ["canvas-12x18", false, 2, 2, true],
    [null, false, 5, 5, true],
    [null, true, 1, 1, true],
    ["canvas-16x24", null, 1, 0, false],
  ] as const)("product %s, framed %s, min %d: %d matching, applies %s", (product, productHasFrame, min, qty, applies) => {
    const terms = { product, productHasFrame, minProductQuantity: min }
    expect(matchingQuantity(lines, terms)).toBe(qty)
    expect(voucherShortfall(lines, terms) === null).toBe(applies)
  })

  it("says what is missing", () => {
    expect(voucherShortfall(lines, { product: null, productHasFrame: true, minProductQuantity: 3 })).toBe(
      "This gift voucher needs 3 framed items in your cart; you have 1."
    )
    expect(voucherShortfall([], { product: "p", productHasFrame: null, minProductQuantity: 1 })).toBe(
      "This gift voucher needs an item of this product in your cart."
    )
  })
})
