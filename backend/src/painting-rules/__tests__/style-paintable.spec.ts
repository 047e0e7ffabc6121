import { describe, expect, it } from "vitest"
import { paintableWhenCreated } from "../style-paintable"

describe("a new style is paintable (and starts public) only with something to paint from (issue 26)", () => {
  it.each([
    [{ type: "image-to-image", slug: "oil-on-canvas" }, false],
    [{ type: "image-to-image", slug: "impressionist" }, true],
    [{ type: "image-to-image", slug: "my-oil", engine: { recipe: "oil" } }, true],
    [{ type: "image-to-image", slug: "my-oil", engine: { recipe: "nope" } }, false],
    [{ type: "paint", slug: "chelsea", engine: { picture: { fileId: "f" } } }, true],
    [{ type: "paint", slug: "chelsea", engine: null }, false],
    [{ type: "face-swap", slug: "royal", engine: { picture: { fileId: "f" }, headBox: { x: 0, y: 0, width: 1, height: 1 } } }, true],
    [{ type: "face-swap", slug: "royal" }, false],
  ])("%j → %s", (style, expected) => {
    expect(paintableWhenCreated(style)).toBe(expected)
  })
})
