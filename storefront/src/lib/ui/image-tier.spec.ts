import { describe, expect, it } from "vitest"
import { avifSrcSet, chooseImageTier, clampQuality, offeredTiers, tierSrcSet } from "./image-tier"

const full = { thumb: "t.jpg", low: "l.jpg", medium: "m.jpg", high: "h.jpg", original: "o.jpg" }

describe("chooseImageTier", () => {
  it("follows the spec's breakpoints at full quality", () => {
    expect(chooseImageTier(100, full, 5)).toBe("thumb")
    expect(chooseImageTier(199, full, 5)).toBe("thumb")
    expect(chooseImageTier(200, full, 5)).toBe("low")
    expect(chooseImageTier(599, full, 5)).toBe("low")
    expect(chooseImageTier(600, full, 5)).toBe("medium")
    expect(chooseImageTier(1100, full, 5)).toBe("high")
    expect(chooseImageTier(1899, full, 5)).toBe("high")
    expect(chooseImageTier(1900, full, 5)).toBe("original")
    expect(chooseImageTier(4000, full, 5)).toBe("original")
  })

  it("caps the tier by the maximum quality", () => {
    expect(chooseImageTier(2500, full, 4)).toBe("high")
    expect(chooseImageTier(2500, full, 3)).toBe("medium")
    expect(chooseImageTier(2500, full, 2)).toBe("low")
    expect(chooseImageTier(2500, full, 1)).toBe("thumb")
    expect(chooseImageTier(300, full, 1)).toBe("thumb")
    expect(chooseImageTier(300, full, 4)).toBe("low")
  })

  it("defaults to quality 4", () => {
    expect(chooseImageTier(5000, full)).toBe("high")
  })

  it("falls back to a smaller tier, then a larger one, when a size is missing", () => {
    expect(chooseImageTier(1200, { low: "l.jpg", original: "o.jpg" }, 5)).toBe("low")
    expect(chooseImageTier(100, { medium: "m.jpg" }, 5)).toBe("medium")
    expect(chooseImageTier(100, { original: "o.jpg" }, 1)).toBe("original")
    expect(chooseImageTier(800, { medium: null, thumb: "t.jpg" }, 5)).toBe("thumb")
  })

  it("answers null for a set without images", () => {
    expect(chooseImageTier(800, {}, 5)).toBeNull()
    expect(chooseImageTier(800, { high: null }, 5)).toBeNull()
  })
})

describe("quality setting", () => {
  it("clamps to 1–5 with 4 for nonsense", () => {
    expect(clampQuality(0)).toBe(4)
    expect(clampQuality("abc")).toBe(4)
    expect(clampQuality(9)).toBe(5)
    expect(clampQuality("2")).toBe(2)
  })

  it("offers the first n tiers", () => {
    expect(offeredTiers(1)).toEqual(["thumb"])
    expect(offeredTiers(4)).toEqual(["thumb", "low", "medium", "high"])
  })
})

describe("tierSrcSet", () => {
  it("lists the offered tiers with widths just under the next breakpoint", () => {
    expect(tierSrcSet(full, 3)).toBe("t.jpg 199w, l.jpg 599w, m.jpg 1100w")
    expect(tierSrcSet(full, 5)).toBe("t.jpg 199w, l.jpg 599w, m.jpg 1099w, h.jpg 1899w, o.jpg 3000w")
  })

  it("skips missing and repeated URLs and escapes separators", () => {
    expect(tierSrcSet({ thumb: "a b,c.jpg", low: "a b,c.jpg", medium: null }, 5)).toBe("a%20b%2Cc.jpg 199w")
  })
})

describe("avifSrcSet", () => {
  // A seeded demo: a 400 px JPEG original, its WebP copy as low, and an AVIF copy of that.
  const demo = { original: "d.jpg", low: "d.webp", avif: { low: "d.avif" } }

  it("offers the AVIF copies at the widths the usual files have", () => {
    expect(tierSrcSet(demo)).toBe("d.webp 599w")
    expect(avifSrcSet(demo)).toBe("d.avif 599w")
    expect(avifSrcSet({ ...full, avif: { low: "l.avif" } }, 3)).toBe("t.jpg 199w, l.avif 599w, m.jpg 1100w")
  })

  it("is empty when no offered tier has an AVIF copy", () => {
    expect(avifSrcSet(full)).toBe("")
    expect(avifSrcSet({ ...demo, avif: null })).toBe("")
    // The copy is of a tier the quality setting does not offer.
    expect(avifSrcSet({ ...full, avif: { original: "o.avif" } }, 4)).toBe("")
  })
})
