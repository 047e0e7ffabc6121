import { describe, expect, it } from "vitest"
import { formatPrice } from "./format-price"

describe("prices as shoppers read them", () => {
  it.each([
    [54.95, "usd", "$54.95"],
    [73.95, "cad", "CA$73.95"],
    [84.95, "aud", "A$84.95"],
    [49.95, "eur", "€49.95"],
    [42.95, "gbp", "£42.95"],
  ])("shows %s %s as %s", (amount, currency, shown) => {
    expect(formatPrice(amount, currency)).toBe(shown)
  })
})
