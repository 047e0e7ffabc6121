/**
 * GET /api/painting/{id}/mockup (issue 24): a painting hanging in a room as a catalogue variant,
 * to scale, for anyone with the painting's link, drawn from the watermarked preview only and
 * served from the shared cache the second time. The preview here is plain magenta and the clean
 * picture plain green, so the answer's pixels say which was drawn, how large and in what frame.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import sharp from "sharp"
import { expect, it } from "vitest"
import { customerOf, finishedPainting, variantOf } from "../helpers/cart"
import { settle, withToken } from "../helpers/shop-api"
import { makeShopper } from "../helpers/shoppers"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"

const MAGENTA = { r: 255, g: 0, b: 255 }
const GREEN = { r: 0, g: 200, b: 0 }
/** The living room shows 150 in of wall (painting-module/src/mockups/rooms.ts). */
const LIVING_VIEW_IN = 150

async function storeImage(container: MedusaContainer, colour: typeof MAGENTA, access: "public" | "private") {
  const bytes = await sharp({ create: { width: 512, height: 768, channels: 3, background: colour } })
    .jpeg({ quality: 95 })
    .toBuffer()
  return container.resolve(Modules.FILE).createFiles({
    filename: `mockup-spec-${access}.jpg`,
    mimeType: "image/jpeg",
    content: bytes.toString("base64"),
    access,
  })
}

type Pixels = { data: Buffer; width: number; height: number }

async function pixelsOf(body: ArrayBuffer): Promise<Pixels> {
  const { data, info } = await sharp(Buffer.from(body)).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

const at = (p: Pixels, x: number, y: number) => {
  const i = (y * p.width + x) * 3
  return { r: p.data[i], g: p.data[i + 1], b: p.data[i + 2] }
}

/** The box of the pixels of one colour (the preview's magenta, the clean file's green). */
function boxOf(p: Pixels, match: (c: { r: number; g: number; b: number }) => boolean) {
  let [left, top, right, bottom] = [p.width, p.height, -1, -1]
  for (let y = 0; y < p.height; y++) {
    for (let x = 0; x < p.width; x++) {
      if (!match(at(p, x, y))) continue
      left = Math.min(left, x)
      right = Math.max(right, x)
      top = Math.min(top, y)
      bottom = Math.max(bottom, y)
    }
  }
  return right < 0 ? null : { left, top, right, bottom, width: right - left + 1, height: bottom - top + 1 }
}
const magenta = (c: { r: number; g: number; b: number }) => c.r > 200 && c.b > 200 && c.g < 70
const green = (c: { r: number; g: number; b: number }) => c.g > 150 && c.r < 80 && c.b < 80

shopIntegrationTestRunner({
  seed: {},
  testSuite: ({ api, getContainer }) => {
    /** A finished painting whose preview is magenta and whose clean picture is green. */
    async function paintingOf() {
      const container = getContainer()
      const owner = await makeShopper(api, container, "verified")
      const painting = await finishedPainting(container, await customerOf(container, owner.account.id))
      const [preview, clean] = await Promise.all([storeImage(container, MAGENTA, "public"), storeImage(container, GREEN, "private")])
      await container.resolve<PaintingModuleService>(PAINTING_MODULE).updatePaintings({
        id: painting.id,
        image: { original: preview.url },
        no_watermark: { files: { original: clean.id }, width: 512, height: 768 },
      })
      return { owner, painting }
    }

    const mockup = (paintingId: string, query: string, config: Record<string, unknown> = {}) =>
      api.get(`/api/painting/${paintingId}/mockup?${query}`, { ...config, responseType: "arraybuffer" })

    it("hangs the painting as the variant, to scale and in its frame, for anyone with the link, from the preview only", async () => {
      const { owner, painting } = await paintingOf()
      const stranger = await makeShopper(api, getContainer(), "verified")
      const small = await variantOf(getContainer(), "canvas-12x18", "black")
      const large = await variantOf(getContainer(), "canvas-24x36", "white")

      for (const config of [withToken(owner.token), withToken(stranger.token), {}]) {
        const res = await mockup(painting.id, `variant=${small}&room=living&width=1200`, config)
        expect(res.status).toBe(200)
        expect(res.headers["content-type"]).toBe("image/jpeg")
        expect(await sharp(Buffer.from(res.data)).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 800 })
      }

      const ppi = 1200 / LIVING_VIEW_IN
      const smallPixels = await pixelsOf((await mockup(painting.id, `variant=${small}&room=living&width=1200`)).data)
      const largePixels = await pixelsOf((await mockup(painting.id, `variant=${large}&room=living&width=1200`)).data)
      const s = boxOf(smallPixels, magenta)!
      const l = boxOf(largePixels, magenta)!
      // The product's inches at the room's scale: 12x18 in, and 24x36 twice that.
      expect(Math.abs(s.width - Math.round(12 * ppi))).toBeLessThanOrEqual(1)
      expect(Math.abs(s.height - Math.round(18 * ppi))).toBeLessThanOrEqual(1)
      expect(Math.abs(l.width - 2 * s.width)).toBeLessThanOrEqual(2)
      expect(Math.abs(l.height - 2 * s.height)).toBeLessThanOrEqual(2)
      // The frame's colour in the picture's border (past the float gap): black, then white.
      // Both sides, as one is lit and the other shaded.
      const border = (p: Pixels, box: NonNullable<ReturnType<typeof boxOf>>) => {
        const out = Math.round(ppi * (0.375 + 0.6))
        const y = Math.round(box.top + box.height / 2)
        const [left, right] = [at(p, box.left - out, y), at(p, box.right + out, y)]
        return { r: (left.r + right.r) / 2, g: (left.g + right.g) / 2, b: (left.b + right.b) / 2 }
      }
      const black = border(smallPixels, s)
      const white = border(largePixels, l)
      expect(Math.max(black.r, black.g, black.b)).toBeLessThan(80)
      expect(Math.min(white.r, white.g, white.b)).toBeGreaterThan(200)
      // Never the clean picture.
      expect(boxOf(smallPixels, green)).toBeNull()
      expect(boxOf(largePixels, green)).toBeNull()
    })

    it("serves the second request from the shared cache, with an ETag a browser revalidates", async () => {
      const { painting } = await paintingOf()
      const variant = await variantOf(getContainer(), "canvas-12x18", "walnut", true)
      const query = `variant=${variant}&room=hallway&width=828&format=webp`
      const started = performance.now()
      const first = await mockup(painting.id, query)
      const coldMs = performance.now() - started
      expect(first.headers).toMatchObject({ "x-mockup-cache": "miss", "content-type": "image/webp" })
      expect(first.headers["cache-control"]).toMatch(/^public, max-age=\d+/)
      const again = performance.now()
      const second = await mockup(painting.id, query)
      const warmMs = performance.now() - again
      expect(second.headers["x-mockup-cache"]).toBe("hit")
      expect(Buffer.from(second.data).equals(Buffer.from(first.data))).toBe(true)
      expect(second.headers.etag).toBe(first.headers.etag)
      // The budgets: 1.5 s cold, 300 ms warm (generous here: two spec files share two cores).
      expect(coldMs).toBeLessThan(3000)
      expect(warmMs).toBeLessThan(600)

      const revalidated = await settle(mockup(painting.id, query, { headers: { "if-none-match": first.headers.etag } }))
      expect(revalidated.status).toBe(304)
      // Another room is another mockup; a caller with a token gets a private answer.
      const { token } = await makeShopper(api, getContainer(), "verified")
      const other = await mockup(painting.id, `variant=${variant}&room=bedroom&width=828&format=webp`, withToken(token))
      expect(other.headers["x-mockup-cache"]).toBe("miss")
      expect(other.headers["cache-control"]).toMatch(/^private/)
      expect(other.headers.etag).not.toBe(first.headers.etag)
    })

    it("refuses a bad variant, room, width or format with a 400 naming the field", async () => {
      const { painting } = await paintingOf()
      const variant = await variantOf(getContainer(), "canvas-12x18")
      const bad = async (query: string) => settle(api.get(`/api/painting/${painting.id}/mockup?${query}`))
      expect(await bad("room=living")).toMatchObject({ status: 400, data: { field: "variant" } })
      expect(await bad("variant=variant_nope")).toMatchObject({ status: 400, data: { field: "variant" } })
      expect(await bad(`variant=${variant}&room=kitchen`)).toMatchObject({ status: 400, data: { field: "room" } })
      expect(await bad(`variant=${variant}&width=999`)).toMatchObject({ status: 400, data: { field: "width" } })
      expect(await bad(`variant=${variant}&format=gif`)).toMatchObject({ status: 400, data: { field: "format" } })
    })

    it("answers 404 for a deleted or unknown painting, 412 before the painting has a preview", async () => {
      const { owner, painting } = await paintingOf()
      const variant = await variantOf(getContainer(), "canvas-12x18")
      expect((await settle(api.get(`/api/painting/paint_nope/mockup?variant=${variant}`))).status).toBe(404)
      expect((await api.delete(`/api/painting/${painting.id}`, withToken(owner.token))).status).toBe(204)
      for (const config of [{}, withToken(owner.token)]) {
        expect((await settle(api.get(`/api/painting/${painting.id}/mockup?variant=${variant}`, config))).status).toBe(404)
      }
      const container = getContainer()
      const unpainted = await finishedPainting(container, await customerOf(container, owner.account.id))
      expect(await settle(api.get(`/api/painting/${unpainted.id}/mockup?variant=${variant}`))).toMatchObject({
        status: 412,
        data: { type: "PAINTING_IN_PROGRESS" },
      })
    })
  },
})
