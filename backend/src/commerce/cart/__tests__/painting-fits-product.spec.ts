import { describe, expect, it } from "vitest"
import { paintingFitsProduct } from "../painting-fits-product"

describe("paintingFitsProduct (spec: aspect ratio to two decimals, either orientation)", () => {
  it.each([
    [{ width: 512, height: 768 }, { width: 12, height: 18 }, true],
    [{ width: 512, height: 768 }, { width: 36, height: 24 }, true],
    [{ width: 768, height: 512 }, { width: 24, height: 36 }, true],
    [{ width: 600, height: 800 }, { width: 18, height: 24 }, true],
    [{ width: 1000, height: 1000 }, { width: 12, height: 12 }, true],
    // 0.67 vs 0.75: a 2:3 painting is not sold as a 3:4 print.
    [{ width: 512, height: 768 }, { width: 18, height: 24 }, false],
    // 0.6667 and 0.6653 both round to 0.67.
    [{ width: 511, height: 768 }, { width: 12, height: 18 }, true],
    [{ width: 500, height: 768 }, { width: 12, height: 18 }, false],
    [{ width: 0, height: 768 }, { width: 12, height: 18 }, false],
  ])("%j on %j → %s", (painting, product, fits) => {
    expect(paintingFitsProduct(painting, product)).toBe(fits)
  })
})
