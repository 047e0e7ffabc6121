import { describe, expect, it } from "vitest"
import { demoPaintingFor, mockupPath } from "./room-mockups"

describe("demoPaintingFor", () => {
  const paintings = [
    { id: "own", title: "A shopper's", isDemo: false, dimensions: { width: 512, height: 768 } },
    { id: "square", title: "Square", isDemo: true, dimensions: { width: 512, height: 512 } },
    { id: "landscape", title: "Landscape", isDemo: true, dimensions: { width: 768, height: 512 } },
    { id: "portrait", title: "Portrait", isDemo: true, dimensions: { width: 512, height: 768 } },
  ]

  it("picks a demo painting of the product's proportions, either way round", () => {
    expect(demoPaintingFor(paintings, { widthIn: 12, heightIn: 18 })?.id).toBe("landscape")
    expect(demoPaintingFor(paintings, { widthIn: 12, heightIn: 12 })?.id).toBe("square")
  })

  it("never shows a shopper's own painting, and answers null when no demo fits", () => {
    expect(demoPaintingFor(paintings.slice(0, 1), { widthIn: 12, heightIn: 18 })).toBeNull()
    expect(demoPaintingFor(paintings, { widthIn: 11, heightIn: 14 })).toBeNull()
  })
})

describe("mockupPath", () => {
  it("asks the backend for a cached size of the variant in the room", () => {
    const url = new URL(mockupPath("paint_1", "variant_1", "bedroom"), "http://backend.test")
    expect(url.pathname).toBe("/api/painting/paint_1/mockup")
    expect(Object.fromEntries(url.searchParams)).toEqual({ variant: "variant_1", room: "bedroom", width: "480", format: "webp" })
  })
})
