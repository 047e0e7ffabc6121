import { isInlinePlaceholder } from "./inline-placeholder"
import { describe, expect, it } from "vitest"

describe("which placeholders a page shows inline (ShopImage)", () => {
  it("takes a small base64 WebP, PNG or JPEG data: URI", () => {
    expect(isInlinePlaceholder("data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAAA=")).toBe(true)
    expect(isInlinePlaceholder("data:image/png;base64,iVBORw0KGgo=")).toBe(true)
  })

  it("refuses an address, a value that would break out of its CSS url(), a long one, or SVG", () => {
    expect(isInlinePlaceholder("https://example.com/a.jpg")).toBe(false)
    expect(isInlinePlaceholder('data:image/webp;base64,AAAA"), url("https://tracker.example/x')).toBe(false)
    expect(isInlinePlaceholder(`data:image/webp;base64,${"A".repeat(2000)}`)).toBe(false)
    expect(isInlinePlaceholder("data:image/svg+xml;base64,PHN2Zz4=")).toBe(false)
    expect(isInlinePlaceholder(null)).toBe(false)
  })
})
