import type { Painting, Product } from "@petshop/contract"
import { describe, expect, it } from "vitest"
import { paintingMetadata } from "./painting-metadata"

const painting = {
  id: "paint_1",
  title: "Biscuit",
  image: "/static/biscuit.webp",
  dimensions: { width: 512, height: 768 },
  isPublic: true,
  routes: { page: "/artwork/paint_1", post: "/artwork/paint_1/post" },
} as unknown as Painting

const canvas = (width: number, height: number, medium: string) =>
  ({ type: "canvas", width, height, aspectRatio: null, medium, frames: [] }) as unknown as Product

type Image = { url: string; width?: number; height?: number; alt?: string }
const images = (products: Product[]) => (paintingMetadata(painting, "Oil", "page", products).openGraph?.images ?? []) as Image[]

describe("paintingMetadata", () => {
  it("shares the painting hanging in a living room as the page's first print, then the flat picture", () => {
    const [mockup, flat] = images([canvas(8, 12, "var_small"), canvas(12, 18, "var_second"), canvas(24, 36, "var_large")])
    const url = new URL(mockup.url, "http://shop.test")
    expect(url.pathname).toBe("/api/painting/paint_1/mockup")
    expect(Object.fromEntries(url.searchParams)).toEqual({ variant: "var_second", room: "living", width: "1200", format: "jpeg" })
    expect(mockup).toMatchObject({ width: 1200, height: 800, alt: "Biscuit as a 12 × 18 in canvas with no frame, in a living room" })
    expect(flat).toEqual({ url: "/static/biscuit.webp", width: 512, height: 768, alt: "Biscuit" })
  })

  it("shares the flat picture alone when no product fits the painting", () => {
    expect(images([canvas(10, 10, "var_square")])).toEqual([{ url: "/static/biscuit.webp", width: 512, height: 768, alt: "Biscuit" }])
    expect(images([])).toHaveLength(1)
  })
})
