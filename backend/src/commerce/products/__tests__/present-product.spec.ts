import { describe, expect, it } from "vitest"
import { presentProduct, priceIn } from "../present-product"
import { frameOf, isSigned, type ProductRecord, type VariantRecord } from "../product-records"
import { planProductUpdate } from "../save-product"

const variant = (id: string, frame: string, signed: boolean, usd: number, meta = true): VariantRecord => ({
  id,
  title: null,
  sku: null,
  metadata: meta ? { frame, signed } : null,
  // How a merchandiser's product made in the Medusa admin reads: option values only.
  options: [
    { value: frame === "none" ? "No frame" : `${frame[0].toUpperCase()}${frame.slice(1)} frame`, option: { title: "Frame" } },
    { value: signed ? "Signed by the artist" : "Unsigned", option: { title: "Signature" } },
  ],
  prices: [{ amount: usd, currency_code: "usd" }],
})

const product = (
  variants: VariantRecord[],
  metadata: Record<string, unknown> | null = { type: "canvas", width: 12, height: 18 }
): ProductRecord => ({
  id: "prod_1",
  title: "Canvas 12×18 in",
  handle: "canvas-12x18",
  status: "published",
  description: null,
  thumbnail: null,
  width: null,
  height: null,
  metadata,
  variants,
})

describe("frame and signature of a variant", () => {
  it("reads the seed's metadata, else the option values a merchandiser typed", () => {
    for (const meta of [true, false]) {
      expect(frameOf(variant("v", "walnut", true, 1, meta))).toBe("walnut")
      expect(isSigned(variant("v", "walnut", true, 1, meta))).toBe(true)
      expect(frameOf(variant("v", "none", false, 1, meta))).toBe("none")
      expect(isSigned(variant("v", "none", false, 1, meta))).toBe(false)
    }
  })
})

describe("priceIn", () => {
  it("uses the currency's price, converts a missing one from USD, and defaults to 54.95", () => {
    expect(priceIn({ usd: 10, cad: 14 }, "cad")).toBe(14)
    expect(priceIn({ usd: 89.95 }, "aud")).toBe(138.52)
    expect(priceIn({}, "usd")).toBe(54.95)
    expect(priceIn({}, "gbp")).toBe(43.41)
  })
})

describe("presentProduct", () => {
  it("names the unframed unsigned variant as the medium and each frame's variants", () => {
    const p = presentProduct(
      product([variant("plain", "none", false, 89.95), variant("signed", "none", true, 139.95), variant("black", "black", false, 129.95)])
    )
    expect(p).toMatchObject({
      medium: "plain",
      price: 89.95,
      type: "canvas",
      aspectRatio: "0.67",
      signed: { medium: "signed", price: 139.95 },
      frames: [{ color: "black", medium: "black", price: 129.95, signed: null }],
    })
  })

  it("treats a product with no size or type metadata as a canvas without a ratio", () => {
    const p = presentProduct(product([variant("plain", "none", false, 20)], null))
    expect(p).toMatchObject({ type: "canvas", width: null, aspectRatio: null, medium: "plain" })
  })
})

describe("planProductUpdate", () => {
  const canvas = product([
    variant("plain", "none", false, 89.95),
    variant("plain-signed", "none", true, 139.95),
    variant("black", "black", false, 129.95),
    variant("black-signed", "black", true, 179.95),
  ])

  it("re-prices only the variants whose USD price moves, keeping the signed surcharge", () => {
    const plan = planProductUpdate(canvas, { price: 99.95 })
    expect(plan.variants.map((v) => [v.id, v.prices.find((p) => p.currency_code === "usd")?.amount])).toEqual([
      ["plain", 99.95],
      ["plain-signed", 149.95],
    ])
    expect(plan.update).toMatchObject({ metadata: { basePriceUsd: 99.95 } })
  })

  it("changes nothing for an edit that changes nothing", () => {
    expect(planProductUpdate(canvas, { price: 89.95 })).toEqual({ update: { metadata: expect.any(Object) }, variants: [] })
    expect(planProductUpdate(canvas, {})).toEqual({ update: null, variants: [] })
  })

  it("refuses a frame the product does not have", () => {
    expect(() => planProductUpdate(canvas, { frames: [{ color: "white", price: 1 }] })).toThrow("This product has no white frame.")
  })
})
