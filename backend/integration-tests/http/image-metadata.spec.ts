/**
 * No metadata leaks (issue 18, item 3): a picture someone uploads (a review photo, a style's
 * picture) is served re-encoded: upright, without EXIF (camera, GPS position), XMP or IPTC, and
 * under a random name rather than the uploader's file name.
 */
import sharp from "sharp"
import { expect, it } from "vitest"
import { settle, withToken } from "../helpers/shop-api"
import { makeShopper } from "../helpers/shoppers"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"

/** A 300x200 JPEG as a phone writes it: turned by EXIF orientation 6, with camera, time and GPS position, and XMP. */
async function phonePhoto(): Promise<Buffer> {
  const bytes = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#8b4513" } })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12", DateTime: "2026:11:20 10:15:00" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 26/1 46/1", GPSLongitudeRef: "W", GPSLongitude: "79/1 58/1 56/1" },
    })
    .withMetadata({ orientation: 6 })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
    .jpeg()
    .toBuffer()
  const meta = await sharp(bytes).metadata()
  expect(meta.exif?.toString("latin1")).toContain("PhoneMaker")
  expect([meta.orientation, Boolean(meta.xmp)]).toEqual([6, true])
  return bytes
}

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const servedMeta = async (url: string) => {
      const res = await settle(api.get(new URL(url, "http://localhost").pathname, { responseType: "arraybuffer" } as object))
      expect(res.status).toBe(200)
      return sharp(Buffer.from(res.data as ArrayBuffer)).metadata()
    }

    it("serves a review photo upright and without EXIF, GPS, XMP or IPTC, under a random name", async () => {
      const { token } = await makeShopper(api, getContainer(), "verified")
      const form = new FormData()
      form.append("rating", "5")
      form.append("text", "Lovely painting of our dog, thank you!")
      form.append("images", new Blob([new Uint8Array(await phonePhoto())], { type: "image/jpeg" }), "IMG_1234 at home.jpg")
      const created = await api.post("/api/review", form, withToken(token))
      expect(created.status).toBe(201)
      const url = created.data.images[0].original as string
      expect(url).not.toMatch(/IMG|home/)
      const meta = await servedMeta(url)
      expect(meta).toMatchObject({ format: "jpeg", width: 200, height: 300 })
      expect(meta.exif).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
      expect(meta.iptc).toBeUndefined()
      expect(meta.orientation).toBeUndefined()
    })

    it("serves a style's uploaded picture without metadata", async () => {
      const { token } = await makeShopper(api, getContainer(), "admin")
      const form = new FormData()
      form.append("title", "Phone Picture Style")
      form.append("prompt", "a painting of {description}")
      form.append("image", new Blob([new Uint8Array(await phonePhoto())], { type: "image/jpeg" }), "IMG_1234.jpg")
      const created = await api.post("/api/style", form, withToken(token))
      expect(created.status).toBe(201)
      const url = created.data.publicImage.original as string
      expect(url).not.toContain("IMG")
      const meta = await servedMeta(url)
      expect(meta).toMatchObject({ width: 200, height: 300 })
      expect(meta.exif).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
    })
  },
})
