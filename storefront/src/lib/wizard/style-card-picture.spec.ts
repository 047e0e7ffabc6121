import type { Style, StyleSample } from "@petshop/contract"
import { describe, expect, it } from "vitest"
import { DEMO_PICTURE_SIZE, styleCardAspect, styleCardPicture } from "./style-card-picture"

const style = (
  id: string,
  picture: Partial<Pick<Style, "publicImage" | "demoImages">> = {}
): Pick<Style, "id" | "publicImage" | "demoImages"> => ({
  id,
  publicImage: { original: `https://shop.test/${id}.jpg`, low: `https://shop.test/${id}-low.jpg` },
  demoImages: [],
  ...picture,
})
const sample = (styleId: string, sketch = false): StyleSample => ({
  styleId,
  image: `https://api.test/api/file/${styleId}-sample?expires=9&sig=x`,
  width: 288,
  height: 192,
  sketch,
})

describe("a style card's picture", () => {
  it("is the shopper's pet once the style's sample is painted, at its own size", () => {
    expect(styleCardPicture(style("oil"), [sample("watercolor"), sample("oil", true)])).toEqual({
      src: "https://api.test/api/file/oil-sample?expires=9&sig=x",
      width: 288,
      height: 192,
      sample: true,
      sketch: true,
    })
  })

  it("is the style's demo picture until then", () => {
    const demo = { src: "https://shop.test/oil.jpg", ...DEMO_PICTURE_SIZE, sample: false, sketch: false }
    expect(styleCardPicture(style("oil"), [sample("watercolor")])).toEqual(demo)
    expect(styleCardPicture(style("oil"), null)).toEqual(demo)
    expect(styleCardPicture(style("oil", { publicImage: null, demoImages: ["https://shop.test/demo.jpg"] }), [])).toMatchObject({
      src: "https://shop.test/demo.jpg",
      sample: false,
    })
  })

  it("is nothing for a style without pictures and sample", () => {
    expect(styleCardPicture(style("bare", { publicImage: null, demoImages: [] }), [])).toBeNull()
  })
})

describe("the style cards' shape", () => {
  it("is the samples' shape, else the photo's proposed frame, else the demo pictures' 2:3", () => {
    expect(styleCardAspect({ styleSamples: [sample("oil")], composition: null })).toBe(1.5)
    const composition = { orientation: "square" } as NonNullable<Parameters<typeof styleCardAspect>[0]>["composition"]
    expect(styleCardAspect({ styleSamples: [], composition })).toBe(1)
    expect(styleCardAspect({ styleSamples: null, composition: null })).toBeCloseTo(2 / 3)
    expect(styleCardAspect(undefined)).toBeCloseTo(2 / 3)
  })
})
