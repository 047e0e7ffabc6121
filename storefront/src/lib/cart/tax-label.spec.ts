import { describe, expect, it } from "vitest"
import { taxLabel } from "./tax-label"

describe("taxLabel: the cart names the taxes it adds", () => {
  it("names each tax with its rate (Quebec's GST and QST, Ireland's VAT)", () => {
    expect(
      taxLabel([
        { name: "GST", rate: 5, amount: 3.18 },
        { name: "QST", rate: 9.975, amount: 6.33 },
      ])
    ).toBe("Taxes (GST 5% + QST 9.975%)")
    expect(taxLabel([{ name: "VAT", rate: 23, amount: 12.65 }])).toBe("Taxes (VAT 23%)")
  })

  it("says plain Taxes where none is collected", () => {
    expect(taxLabel([])).toBe("Taxes")
    expect(taxLabel(undefined)).toBe("Taxes")
  })
})
