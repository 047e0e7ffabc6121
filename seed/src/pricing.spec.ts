import { describe, expect, it } from "vitest"
import { loadCatalogueData } from "./data"
import { aspectRatioKey, convertFromUsd, variantChoices, variantPrice } from "./pricing"

const data = loadCatalogueData()
const fx = data.currencies

describe("currency conversion (spec section 9 rates, to the cent)", () => {
  it.each([
    ["usd", 54.95],
    ["aud", 84.62], // 54.95 x 1.54 = 84.623
    ["cad", 74.18], // 54.95 x 1.35 = 74.1825
    ["eur", 50.0], // 54.95 x 0.91 = 50.0045
    ["gbp", 43.41], // 54.95 x 0.79 = 43.4105
  ])("prices the default 54.95 USD product at %s %s", (currency, expected) => {
    expect(convertFromUsd(54.95, currency, fx)).toBe(expected)
  })

  it("uses exactly the spec's rates", () => {
    expect(fx.rates).toEqual({ usd: 1, aud: 1.54, cad: 1.35, eur: 0.91, gbp: 0.79 })
  })

  it("rounds half a cent away from zero, where binary floating point would not (39.50 x 0.91 = 35.945)", () => {
    expect(convertFromUsd(39.5, "eur", fx)).toBe(35.95)
    expect(convertFromUsd(0.5, "gbp", fx)).toBe(0.4) // 0.395
  })

  it("refuses a currency without a rate", () => {
    expect(() => convertFromUsd(10, "jpy", fx)).toThrow(/No exchange rate for jpy/)
  })
})

describe("variants and their prices", () => {
  const canvas = data.products.products.find((p) => p.handle === "canvas-16x24")!
  const poster = data.products.products.find((p) => p.handle === "poster-16x20")!

  it("sells a canvas unframed or in black, walnut and white frames, signed or not", () => {
    expect(variantChoices(canvas)).toHaveLength(8)
    expect(new Set(variantChoices(canvas).map((c) => c.frame))).toEqual(new Set(["none", "black", "walnut", "white"]))
  })

  it("sells a poster in one plain variant", () => {
    expect(variantChoices(poster)).toEqual([{ frame: "none", signed: false }])
  })

  it("charges more for a framed canvas and more again for a signed one", () => {
    const plain = variantPrice(canvas, { frame: "none", signed: false }, "usd", fx, 54.95)
    const framed = variantPrice(canvas, { frame: "walnut", signed: false }, "usd", fx, 54.95)
    const signed = variantPrice(canvas, { frame: "walnut", signed: true }, "usd", fx, 54.95)
    expect(plain).toBe(129.95)
    expect(framed).toBe(204.95)
    expect(signed).toBe(254.95)
  })

  it("gives a product without a price the default of 54.95", () => {
    expect(poster.priceUsd).toBeUndefined()
    expect(variantPrice(poster, { frame: "none", signed: false }, "usd", fx, data.products.defaultPriceUsd)).toBe(54.95)
  })

  it("converts a framed variant's whole USD price at the rate", () => {
    const framed = variantPrice(canvas, { frame: "black", signed: false }, "gbp", fx, 54.95)
    const usd = variantPrice(canvas, { frame: "black", signed: false }, "usd", fx, 54.95)
    // (129.95 + 60) USD x 0.79 = 150.0605 GBP
    expect([usd, framed]).toEqual([189.95, 150.06])
  })
})

describe("aspect ratios", () => {
  it("matches either orientation to two decimals", () => {
    expect(aspectRatioKey(512, 768)).toBe("0.67")
    expect(aspectRatioKey(768, 512)).toBe("0.67")
    expect(aspectRatioKey(24, 36)).toBe("0.67")
  })

  it.each([
    ["2:3", "0.67"],
    ["3:4", "0.75"],
    ["4:5", "0.80"],
    ["1:1", "1.00"],
  ])("offers canvases in %s", (_name, key) => {
    const canvases = data.products.products.filter((p) => p.type === "canvas" && aspectRatioKey(p.width, p.height) === key)
    expect(canvases.length).toBeGreaterThanOrEqual(2)
  })
})
