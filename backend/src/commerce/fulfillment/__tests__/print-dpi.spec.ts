import { describe, expect, it } from "vitest"
import { printDpi } from "../print-dpi"

describe("printDpi", () => {
  it("makes print files at 150 DPI unless asked for more", () => {
    expect(printDpi({ NODE_ENV: "production" })).toBe(150)
    expect(printDpi({ NODE_ENV: "production", PRINT_DPI: "300" })).toBe(300)
  })

  it("keeps a production shop at 150 DPI or more when PRINT_DPI asks for less", () => {
    expect(printDpi({ NODE_ENV: "production", PRINT_DPI: "30" })).toBe(150)
  })

  it("draws draft print files when a test shop or suite asks for them", () => {
    expect(printDpi({ NODE_ENV: "production", PRINT_DPI: "30", ALLOW_LOW_PRINT_DPI: "true" })).toBe(30)
    expect(printDpi({ NODE_ENV: "test", PRINT_DPI: "20" })).toBe(20)
  })
})
