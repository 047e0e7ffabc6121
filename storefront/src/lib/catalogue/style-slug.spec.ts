import { describe, expect, it } from "vitest"
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
