/**
 * No metadata leaks (issue 18, item 3): a picture someone uploads (a review photo, a style's
 * picture) is served re-encoded: upright, without EXIF (camera, GPS position), XMP or IPTC, and
 * under a random name rather than the uploader's file name. Each comes with its inline
 * placeholder (issue 24, item 3), and pictures stored before placeholders get theirs.
 */
import { Modules } from "@medusajs/framework/utils"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import sharp from "sharp"
import { expect, it } from "vitest"
import addImagePlaceholders from "../../src/migration-scripts/add-image-placeholders"
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

/** A placeholder's colour: the mean of its pixels. */
async function placeholderColour(placeholder: unknown): Promise<number[]> {
  expect(placeholder).toMatch(/^data:image\/webp;base64,/)
  const bytes = Buffer.from(String(placeholder).split(",")[1], "base64")
  const { channels } = await sharp(bytes).stats()
  return channels.slice(0, 3).map((c) => Math.round(c.mean))
}

/** Within a few levels of #8b4513 (saddle brown), the test pictures' colour. */
const expectBrown = (rgb: number[]) => [0x8b, 0x45, 0x13].forEach((v, i) => expect(Math.abs(rgb[i] - v)).toBeLessThan(12))

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
      expectBrown(await placeholderColour(created.data.images[0].placeholder))
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
      expectBrown(await placeholderColour(created.data.publicImage.placeholder))
    })

    it("gives the gallery's and the styles' pictures stored before placeholders one from their own file", async () => {
      const paintings = getContainer().resolve<PaintingModuleService>(PAINTING_MODULE)
      const bytes = await sharp({ create: { width: 64, height: 96, channels: 3, background: "#8b4513" } })
        .jpeg()
        .toBuffer()
      const file = await getContainer()
        .resolve(Modules.FILE)
        .createFiles({ filename: "old-preview.jpg", mimeType: "image/jpeg", content: bytes.toString("base64"), access: "public" })
      const old = { original: file.url, low: file.url }
      const painting = await paintings.createPaintings({ photo_id: "photo_old", style_id: "style_old", status: "complete", image: old })
      const [style] = await paintings.createStyles([
        { title: "Old Style", slug: `old-style-${Date.now()}`, prompt: "x {description}", public_image: old, demo_images: [old] as never },
      ])
      // A picture whose file is gone keeps the plain ground, and does not stop the others.
      const gone = await paintings.createPaintings({
        photo_id: "photo_gone",
        style_id: "style_old",
        status: "complete",
        image: { original: file.url.replace(/[^/]+$/, "missing.jpg") },
      })

      await addImagePlaceholders({ container: getContainer() } as never)

      const { data } = await api.get(`/api/painting/${painting.id}`)
      expectBrown(await placeholderColour(data.image.placeholder))
      expect(data.image.original).toBe(file.url)
      const shown = (await api.get(`/api/style/${style.id}`)).data
      expectBrown(await placeholderColour(shown.publicImage.placeholder))
      expectBrown(await placeholderColour((shown.demoImages[0] as { placeholder: string }).placeholder))
      expect((await paintings.retrievePainting(gone.id)).image).toEqual({ original: file.url.replace(/[^/]+$/, "missing.jpg") })
      // A second run finds nothing left to do.
      const before = JSON.stringify((await paintings.retrievePainting(painting.id)).image)
      await addImagePlaceholders({ container: getContainer() } as never)
      expect(JSON.stringify((await paintings.retrievePainting(painting.id)).image)).toBe(before)
    })
  },
})
