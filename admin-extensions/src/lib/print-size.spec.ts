import { describe, expect, it } from "vitest"
import { printFacts } from "./print-size"

describe("print facts on the product page", () => {
  it("gives the print file a 24x36 in canvas needs at 150 DPI", () => {
    expect(printFacts({ type: "canvas", medium: "canvas", width: 24, height: 36 })).toEqual({
      type: "canvas",
      medium: "canvas",
      widthIn: 24,
      heightIn: 36,
      aspectRatio: "0.67",
      widthPx: 3600,
      heightPx: 5400,
    })
  })

  it("reads sizes stored as strings by the admin's metadata editor", () => {
    expect(printFacts({ width: "16", height: "20" })?.aspectRatio).toBe("0.80")
  })

  it("has nothing to say about a product without a size", () => {
    expect(printFacts(null)).toBeNull()
    expect(printFacts({ width: 12 })).toBeNull()
    expect(printFacts({ width: -1, height: 5 })).toBeNull()
  })
})
