import sharp from "sharp"
import { beforeAll, describe, expect, it } from "vitest"
import { makeImageTiers, PhotoProcessingError, TIER_NAMES, type ImageTiers } from ".."
import { fakeHeic, fixture, meanAbsDiff } from "./helpers"

const longSide = (t: { width: number; height: number }) => Math.max(t.width, t.height)

async function expectTierFiles(tiers: ImageTiers) {
  for (const name of TIER_NAMES) {
    const tier = tiers.tiers[name]
    for (const [format, bytes] of [
      ["webp", tier.webp],
      ["jpeg", tier.jpeg],
    ] as const) {
      const meta = await sharp(bytes).metadata()
      expect(meta.format, `${name} ${format}`).toBe(format)
      expect([meta.width, meta.height], `${name} ${format}`).toEqual([tier.width, tier.height])
      // nothing of the camera's metadata survives: no EXIF (GPS lives there), XMP, IPTC, orientation
      expect(meta.exif, `${name} ${format} exif`).toBeUndefined()
      expect(meta.xmp, `${name} ${format} xmp`).toBeUndefined()
      expect(meta.iptc, `${name} ${format} iptc`).toBeUndefined()
      expect(meta.orientation, `${name} ${format} orientation`).toBeUndefined()
    }
  }
}

describe("makeImageTiers on the 8-megapixel camera photo", () => {
  let tiers: ImageTiers
  beforeAll(async () => {
    // the fixture carries camera EXIF (Canon EOS, date, settings) to be stripped
    expect((await sharp(fixture("cat-tabby-large-3456x2304.jpg")).metadata()).exif).toBeDefined()
    tiers = await makeImageTiers(fixture("cat-tabby-large-3456x2304.jpg"))
  })

  it("makes every tier at its long side", () => {
    expect([tiers.width, tiers.height]).toEqual([3456, 2304])
    expect(Object.keys(tiers.tiers).sort()).toEqual([...TIER_NAMES].sort())
    expect(tiers.tiers.original).toMatchObject({ width: 3456, height: 2304 })
    expect(tiers.tiers.high).toMatchObject({ width: 1900, height: 1267 })
    expect(tiers.tiers.medium).toMatchObject({ width: 1100, height: 733 })
    expect(tiers.tiers.low).toMatchObject({ width: 600, height: 400 })
    expect(tiers.tiers.thumb).toMatchObject({ width: 200, height: 133 })
  })

  it("writes WebP and JPEG files of those sizes without any metadata", async () => {
    await expectTierFiles(tiers)
  })

  it("keeps WebP smaller than JPEG and every file a sensible size", () => {
    for (const name of TIER_NAMES) {
      const t = tiers.tiers[name]
      expect(t.webp.length).toBeLessThan(t.jpeg.length)
      expect(t.jpeg.length).toBeGreaterThan(1000)
    }
    expect(tiers.tiers.original.jpeg.length).toBeLessThan(3 * 1024 * 1024)
  })

  it("hands the analyser a 640 px raw RGB image", () => {
    const a = tiers.analysisInput
    expect([a.width, a.height]).toEqual([640, 427])
    expect(a.data.length).toBe(640 * 427 * 3)
  })

  it("looks like the photo (the tiers are the same picture)", async () => {
    expect(await meanAbsDiff(tiers.tiers.thumb.jpeg, fixture("cat-tabby-large-3456x2304.jpg"))).toBeLessThan(4)
    expect(await meanAbsDiff(tiers.tiers.original.webp, tiers.tiers.high.jpeg)).toBeLessThan(4)
  })
})

describe("makeImageTiers never upscales", () => {
  it("keeps every tier of the 451×300 cat-chelsea.png at most 451 px wide", async () => {
    const tiers = await makeImageTiers(fixture("cat-chelsea.png"))
    for (const name of TIER_NAMES) expect(tiers.tiers[name].width).toBeLessThanOrEqual(451)
    expect(tiers.tiers.original).toMatchObject({ width: 451, height: 300 })
    expect(tiers.tiers.high).toMatchObject({ width: 451, height: 300 })
    expect(tiers.tiers.medium).toMatchObject({ width: 451, height: 300 })
    expect(tiers.tiers.low).toMatchObject({ width: 451, height: 300 })
    expect(tiers.tiers.thumb).toMatchObject({ width: 200, height: 133 })
    expect([tiers.analysisInput.width, tiers.analysisInput.height]).toEqual([451, 300])
    await expectTierFiles(tiers)
  })
})

describe("makeImageTiers applies the EXIF orientation", () => {
  it("turns the EXIF-6 beagle (stored portrait) upright and landscape", async () => {
    const rotated = await makeImageTiers(fixture("dog-beagle-exif-orientation-6.jpg"))
    expect([rotated.width, rotated.height]).toEqual([1125, 750])
    expect(rotated.tiers.original).toMatchObject({ width: 1125, height: 750 })
    expect(rotated.tiers.medium).toMatchObject({ width: 1100, height: 733 })
    expect(rotated.tiers.low).toMatchObject({ width: 600, height: 400 })
    expect(longSide(rotated.tiers.high)).toBe(1125) // no upscale to 1900
    await expectTierFiles(rotated)
    // the same picture as the upright original, not merely the same shape
    const upright = fixture("dog-beagle-landscape.jpg")
    expect(await meanAbsDiff(rotated.tiers.original.jpeg, upright)).toBeLessThan(4)
    const sideways = await sharp(upright).rotate(90).resize(1125, 750, { fit: "fill" }).jpeg().toBuffer()
    expect(await meanAbsDiff(rotated.tiers.original.jpeg, sideways)).toBeGreaterThan(20)
  })
})

describe("makeImageTiers other inputs", () => {
  it("flattens transparency on white (JPEG has no alpha)", async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer()
    const tiers = await makeImageTiers(png)
    const { data } = await sharp(tiers.tiers.original.jpeg).raw().toBuffer({ resolveWithObject: true })
    expect(Math.min(...data.subarray(0, 300))).toBeGreaterThan(245)
    expect(tiers.analysisInput.data.length).toBe(300 * 200 * 3)
  })

  it("decodes WebP and AVIF uploads", async () => {
    const webp = await makeImageTiers(fixture("cat-tortoiseshell-white.webp"))
    expect(webp.tiers.high).toMatchObject({ width: 1900, height: 1900 })
    const avif = await sharp(fixture("cat-chelsea.png")).avif({ quality: 40, effort: 0 }).toBuffer()
    expect((await makeImageTiers(avif)).tiers.original).toMatchObject({ width: 451, height: 300 })
  })
})

describe("makeImageTiers failures", () => {
  async function failure(bytes: Buffer, opts?: Parameters<typeof makeImageTiers>[1]): Promise<PhotoProcessingError> {
    try {
      await makeImageTiers(bytes, opts)
    } catch (err) {
      expect(err).toBeInstanceOf(PhotoProcessingError)
      return err as PhotoProcessingError
    }
    throw new Error("tiers were made")
  }

  it("explains an iPhone HEIC photo it cannot decode and suggests JPEG", async () => {
    const err = await failure(fakeHeic())
    expect(err.code).toBe("HEIC_UNSUPPORTED")
    expect(err.reason).toMatch(/HEIC/)
    expect(err.reason).toMatch(/JPEG/)
  })

  it("refuses pixels libvips cannot decode with a readable reason", async () => {
    const photo = fixture("dog-bicycle-street.jpg")
    // a valid header followed by garbage instead of the compressed pixels
    const sos = photo.indexOf(Buffer.from([0xff, 0xda]))
    const broken = Buffer.concat([photo.subarray(0, sos + 20), Buffer.alloc(5000, 0xff), Buffer.from([0xff, 0xd9])])
    const err = await failure(broken)
    expect(["UNDECODABLE"]).toContain(err.code)
    expect(err.reason).toMatch(/couldn't read/)
  })

  it("refuses a photo over the pixel limit at decode time too", async () => {
    const err = await failure(fixture("dog-beagle-landscape.jpg"), { maxPixels: 100_000 })
    expect(err.code).toBe("TOO_MANY_PIXELS")
  })

  it("refuses non-photos handed to it directly", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    expect((await failure(svg)).code).toBe("UNDECODABLE")
  })
})
