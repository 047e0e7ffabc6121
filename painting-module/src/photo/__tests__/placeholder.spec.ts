import sharp from "sharp"
import { describe, expect, it } from "vitest"
import { reencodeWithoutMetadata } from "../../render/strip-metadata"
import { makePlaceholder, PLACEHOLDER_LONG_SIDE } from "../placeholder"

/** A picture that is red on its left half and blue on its right. */
async function redAndBlue(width: number, height: number): Promise<Buffer> {
  const half = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width / 2}" height="${height}" fill="#d02020"/><rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#2030d0"/></svg>`)
  return sharp(half).jpeg({ quality: 95 }).toBuffer()
}

async function decode(dataUri: string) {
  const bytes = Buffer.from(dataUri.slice(dataUri.indexOf(",") + 1), "base64")
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)]
  return { info, at }
}

describe("a picture's inline placeholder", () => {
  it("is the picture itself at 16 px on its long side, a few hundred characters of WebP", async () => {
    const placeholder = await makePlaceholder(await redAndBlue(1200, 800))
    expect(placeholder.startsWith("data:image/webp;base64,")).toBe(true)
    expect(placeholder.length).toBeLessThan(600)
    expect(placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+={0,2}$/)
    const { info, at } = await decode(placeholder)
    expect({ width: info.width, height: info.height }).toEqual({ width: PLACEHOLDER_LONG_SIDE, height: 11 })
    // Its own colours: red on the left, blue on the right.
    const [lr, , lb] = at(1, 5)
    const [rr, , rb] = at(14, 5)
    expect(lr).toBeGreaterThan(lb + 80)
    expect(rb).toBeGreaterThan(rr + 80)
  })

  it("shows a transparent picture on white, as the pages do", async () => {
    const clear = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer()
    const { at } = await decode(await makePlaceholder(clear))
    for (const channel of at(8, 8)) expect(channel).toBeGreaterThan(240)
  })

  it("comes with every uploaded picture the shop re-encodes (review photos, articles, styles)", async () => {
    const clean = await reencodeWithoutMetadata(await redAndBlue(300, 600))
    expect(clean.placeholder.startsWith("data:image/webp;base64,")).toBe(true)
    const { info } = await decode(clean.placeholder)
    expect({ width: info.width, height: info.height }).toEqual({ width: 8, height: 16 })
  })
})
