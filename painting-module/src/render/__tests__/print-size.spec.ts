/** The print file's size for each aspect the catalogue sells (seed/data/products.json). */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { MIN_PRINT_DPI, printTargetFor, type PrintProduct } from "../print-size"

const seeded = JSON.parse(readFileSync(join(__dirname, "..", "..", "..", "..", "seed", "data", "products.json"), "utf8")) as {
  products: PrintProduct[]
}
const products = seeded.products.map(({ handle, width, height }) => ({ handle, width, height }))

describe("printTargetFor", () => {
  it.each([
    ["2:3 portrait", 512, 768, 3600, 5400, 36],
    ["2:3 landscape", 768, 512, 5400, 3600, 36],
    ["3:4", 576, 768, 3600, 4800, 32],
    ["4:5", 512, 640, 3600, 4500, 30],
    ["1:1", 512, 512, 3600, 3600, 24],
  ])("%s: the largest product of the aspect at 150 DPI", (_name, w, h, pw, ph, longIn) => {
    const target = printTargetFor({ width: w, height: h }, products)
    expect(target).toMatchObject({ width: pw, height: ph, dpi: 150 })
    expect(Math.max(target.product!.width, target.product!.height)).toBe(longIn)
    // at least 150 DPI along both sides of the product
    expect(Math.min(target.width, target.height) / Math.min(target.product!.width, target.product!.height)).toBeGreaterThanOrEqual(
      MIN_PRINT_DPI
    )
    expect(Math.max(target.width, target.height) / longIn).toBeGreaterThanOrEqual(MIN_PRINT_DPI)
    // the painting's aspect exactly, so nothing is cropped or stretched
    expect(target.width / target.height).toBeCloseTo(w / h, 6)
  })

  it("without a product of the aspect: a 36 in long side at 150 DPI", () => {
    expect(printTargetFor({ width: 500, height: 1000 }, products)).toEqual({ width: 2700, height: 5400, dpi: 150, product: null })
  })
})
