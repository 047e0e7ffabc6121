import { describe, expect, it } from "vitest"
import type { Product } from "@petshop/contract"
import { aspectKey, isRotatedFor, mediumOf, productsForPainting } from "./print-options"
import { fromPrice, priceOnPage, sizeLabel } from "./product-price"
import { findProductPage } from "./product-pages"

const option = (medium: string, price: number) => ({ medium, price, prices: { usd: price } })
const product = (id: string, type: "canvas" | "poster", width: number, height: number, framed = true): Product => ({
  id,
  uuid: id,
  handle: id,
  name: id,
  type,
  width,
  height,
  aspectRatio: aspectKey(width, height),
  status: "published",
  currency: "usd",
  medium: `${id}-plain`,
  price: 50,
  prices: { usd: 50 },
  signed: framed ? option(`${id}-signed`, 100) : null,
  frames: framed ? [{ color: "walnut", ...option(`${id}-walnut`, 90), signed: option(`${id}-walnut-signed`, 140) }] : [],
  categories: [],
  description: null,
  image: null,
  images: [],
})

describe("prints a painting can be ordered on", () => {
  const catalogue = [product("c8x10", "canvas", 8, 10), product("c12x18", "canvas", 12, 18), product("p12x18", "poster", 12, 18, false)]

  it("matches the aspect ratio with two decimals, either way round", () => {
    expect(productsForPainting(catalogue, { dimensions: { width: 768, height: 512 } }).map((p) => p.id)).toEqual(["c12x18", "p12x18"])
    expect(productsForPainting(catalogue, { dimensions: { width: 512, height: 768 } }).map((p) => p.id)).toEqual(["c12x18", "p12x18"])
    expect(productsForPainting(catalogue, { dimensions: { width: 500, height: 500 } })).toEqual([])
  })

  it("turns a landscape painting on a portrait-listed product", () => {
    expect(isRotatedFor({ dimensions: { width: 768, height: 512 } }, { width: 12, height: 18 })).toBe(true)
    expect(isRotatedFor({ dimensions: { width: 512, height: 768 } }, { width: 12, height: 18 })).toBe(false)
    expect(isRotatedFor({ dimensions: { width: 512, height: 512 } }, { width: 12, height: 12 })).toBe(false)
  })

  // The shop answers a size of null for a product a merchandiser made without one.
  it("offers a product without a size for no painting, turns nothing on it, and labels it without numbers", () => {
    const unsized = { ...product("custom", "canvas", 8, 10), width: null, height: null, aspectRatio: null }
    expect(productsForPainting([unsized], { dimensions: { width: 512, height: 640 } })).toEqual([])
    expect(isRotatedFor({ dimensions: { width: 768, height: 512 } }, unsized)).toBe(false)
    expect(sizeLabel(unsized)).toBe("size on request")
    expect(sizeLabel(catalogue[0])).toBe("8 × 10 in")
  })

  it("finds the variant of a frame and signature choice, or none", () => {
    const c = catalogue[1]
    expect(mediumOf(c, "none", false)).toEqual({ medium: "c12x18-plain", price: 50 })
    expect(mediumOf(c, "walnut", true)).toEqual({ medium: "c12x18-walnut-signed", price: 140 })
    expect(mediumOf(c, "black", false)).toBeNull()
    expect(mediumOf(catalogue[2], "none", true)).toBeNull()
  })

  it("prices a product the way each product page sells it", () => {
    const c = catalogue[0]
    expect(fromPrice(c)).toBe(50)
    expect(priceOnPage(c, findProductPage("walnut-frame"))?.price).toBe(90)
    expect(priceOnPage(c, findProductPage("signed-artworks"))?.price).toBe(100)
    expect(priceOnPage(c, findProductPage("black-frame"))).toBeNull()
    expect(priceOnPage(c, null)?.price).toBe(50)
  })
})
