import { describe, expect, it } from "vitest"
import { countedStyles } from "./style-count"
import { stylePath, styleSlug } from "./style-slug"

describe("styleSlug", () => {
  it("lowercases and turns spaces into hyphens", () => {
    expect(styleSlug("Minimalist")).toBe("minimalist")
    expect(styleSlug("Dark Backgrounds")).toBe("dark-backgrounds")
    expect(styleSlug("Chromaflare Expressionism")).toBe("chromaflare-expressionism")
    expect(styleSlug("Heartstring Realism")).toBe("heartstring-realism")
  })

  it("keeps other characters, as the backend's slugs do", () => {
    expect(styleSlug("Cosmic/Ethereal")).toBe("cosmic/ethereal")
  })

  it("makes one path segment of the slug", () => {
    expect(stylePath("Cosmic/Ethereal")).toBe("/pet-portrait/cosmic%2Fethereal")
    expect(stylePath("Imaginative Collage")).toBe("/pet-portrait/imaginative-collage")
  })
})

describe("the number of styles in the shop's copy", () => {
  it("is the number of styles the shop lists, or no number while it cannot say", () => {
    expect(countedStyles(12)).toBe("12 art styles")
    expect(countedStyles(14, "styles")).toBe("14 styles")
    expect(countedStyles(null)).toBe("many art styles")
  })
})
