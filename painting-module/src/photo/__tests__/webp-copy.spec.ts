/**
 * A small public picture's WebP copy (the seeded style demos): the same picture at the same
 * size, clearly fewer bytes than its JPEG.
 */
import sharp from "sharp"
import { describe, expect, it } from "vitest"
import { webpCopy } from "../webp-copy"
import { fixture, meanAbsDiff } from "./helpers"

describe("a small picture's WebP copy", () => {
  it("keeps the picture and its size, and weighs well under the JPEG the shop would otherwise send", async () => {
    // A demo-sized picture (400x600) as the contact sheet writes it.
    const jpeg = await sharp(fixture("dog-beagle-landscape.jpg")).resize(400, 600, { fit: "cover" }).jpeg({ quality: 90 }).toBuffer()
    const webp = await webpCopy(jpeg)
    const meta = await sharp(webp).metadata()
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "webp", width: 400, height: 600 })
    expect(webp.length).toBeLessThan(jpeg.length * 0.7)
    // The same picture at arm's length: a few levels of difference per channel, not another picture.
    expect(await meanAbsDiff(webp, jpeg)).toBeLessThan(4)
    const other = await sharp(fixture("cat-chelsea.png")).resize(400, 600, { fit: "cover" }).jpeg({ quality: 90 }).toBuffer()
    expect(await meanAbsDiff(other, jpeg)).toBeGreaterThan(20)
  })
})
