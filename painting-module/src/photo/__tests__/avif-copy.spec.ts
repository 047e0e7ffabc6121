/**
 * A small public picture's AVIF copy (the seeded style demos, issue 21): the same picture at the
 * same size, fewer bytes than its WebP copy, which browsers without AVIF still get.
 */
import sharp from "sharp"
import { describe, expect, it } from "vitest"
import { avifCopy } from "../avif-copy"
import { webpCopy } from "../webp-copy"
import { fixture, meanAbsDiff } from "./helpers"

describe("a small picture's AVIF copy", () => {
  it("keeps the picture and its size, and weighs less than its WebP copy", async () => {
    const jpeg = await sharp(fixture("dog-beagle-landscape.jpg")).resize(400, 600, { fit: "cover" }).jpeg({ quality: 90 }).toBuffer()
    const avif = await avifCopy(jpeg)
    const meta = await sharp(avif).metadata()
    expect({ format: meta.format, compression: meta.compression, width: meta.width, height: meta.height }).toEqual({
      format: "heif",
      compression: "av1",
      width: 400,
      height: 600,
    })
    expect(avif.length).toBeLessThan((await webpCopy(jpeg)).length)
    // The same picture at arm's length, as close to the JPEG as the WebP copy is.
    expect(await meanAbsDiff(avif, jpeg)).toBeLessThan(4)
  })
})
