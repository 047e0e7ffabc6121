import { describe, expect, it } from "vitest"
import { imageUrl } from "./image-url"
import { listHref, readFilters } from "./portraits-filters"

describe("gallery filters and page links", () => {
  it("keeps known types and a style id, drops the rest", () => {
    expect(readFilters({ styleId: " style_1 ", type: "paint", other: "x" })).toEqual({ styleId: "style_1", type: "paint" })
    expect(readFilters({ type: "nonsense", styleId: "" })).toEqual({ styleId: undefined, type: undefined })
  })

  it("links page 1 without filters to /portraits, others to /portraits/list/{page} with the filters", () => {
    expect(listHref(1, {})).toBe("/portraits")
    expect(listHref(2, {})).toBe("/portraits/list/2")
    expect(listHref(1, { styleId: "s1", type: "paint" })).toBe("/portraits/list/1?styleId=s1&type=paint")
  })
})

describe("image URLs", () => {
  it("takes the asked tier, else the nearest larger, else smaller", () => {
    expect(imageUrl({ low: "l", original: "o" }, "high")).toBe("o")
    expect(imageUrl({ low: "l" }, "high")).toBe("l")
    expect(imageUrl("plain.jpg")).toBe("plain.jpg")
    expect(imageUrl(null)).toBeNull()
  })
})
