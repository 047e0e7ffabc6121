import { describe, expect, it } from "vitest"
import type { Painting, Product } from "@petshop/contract"
import { aspectKey, firstPrint, isRotatedFor, mediumOf, paintingToHang, productsForPainting } from "./print-options"
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

const painting = (id: string, width: number, height: number, isDemo = true) =>
  ({ id, isDemo, dimensions: { width, height } }) as Pick<Painting, "id" | "isDemo" | "dimensions">

describe("the painting a catalogue page hangs in a size's room mockup", () => {
  const gallery = [painting("shoppers", 512, 512, false), painting("tall", 512, 768), painting("square", 600, 600)]

  it("is a demo painting of the product's proportions, either way round", () => {
    expect(paintingToHang(gallery, product("c12x12", "canvas", 12, 12))?.id).toBe("square")
    expect(paintingToHang(gallery, product("c18x12", "canvas", 18, 12))?.id).toBe("tall")
  })

  it("else the first demo painting (the mockup crops it to the print), and a shopper's only when no demo exists", () => {
    expect(paintingToHang(gallery, product("c8x10", "canvas", 8, 10))?.id).toBe("tall")
    expect(paintingToHang([painting("shoppers", 512, 768, false)], product("c8x10", "canvas", 8, 10))?.id).toBe("shoppers")
    expect(paintingToHang([], product("c8x10", "canvas", 8, 10))).toBeNull()
  })
})

describe("the print a painting's page shows first", () => {
  it("is the second canvas size of the painting's proportions, unframed and unsigned", () => {
    const catalogue = [
      product("c8x12", "canvas", 8, 12),
      product("c12x18", "canvas", 12, 18),
      product("c24x36", "canvas", 24, 36),
      product("c12x12", "canvas", 12, 12),
    ]
    expect(firstPrint(catalogue, painting("tall", 512, 768))).toEqual({
      variant: "c12x18-plain",
      widthIn: 12,
      heightIn: 18,
      type: "canvas",
      frame: "none",
      signed: false,
    })
    expect(firstPrint([product("c8x10", "canvas", 8, 10)], painting("tall", 512, 768))).toBeNull()
  })
})
