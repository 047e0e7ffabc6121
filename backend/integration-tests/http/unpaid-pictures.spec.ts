/**
 * Watermarked until bought (issue 18): a painting's clean picture is what the shop sells, so
 * everyone who has not bought it (its owner before buying, another customer, a temporary
 * account, an anonymous caller or socket listener) gets only watermarked pictures or 403/404,
 * and the buyer gets the clean files after payment through short-lived signed links.
 */
import { readdirSync } from "node:fs"
import { basename } from "node:path"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { fileStorageFromEnv } from "@petshop/painting-module/config"
import { applyWatermark } from "@petshop/painting-module/render"
import sharp from "sharp"
import { io as connect, type Socket } from "socket.io-client"
import { beforeAll, expect, it } from "vitest"
import { privateFileUrl } from "../../src/commerce/files/private-file-links"
import { REALTIME_MODULE } from "../../src/modules/realtime"
import type RealtimeModuleService from "../../src/modules/realtime/service"
import { useInProcessWorker } from "../helpers/in-process-worker"
import { placeOrder, variantBySku } from "../helpers/orders"
import { settle, withToken } from "../helpers/shop-api"
import { analysedPhoto, makeShopper } from "../helpers/shoppers"
import { pollUntil, waitForPainting } from "../helpers/wait"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"

// The public folder the backend serves at /static.
const publicFolder = () => fileStorageFromEnv().FILE_UPLOAD_DIR

type Frame = { painting: string; image: string; progress: number }
type Stored = { files: { original: string; webp: string }; width: number; height: number }

async function customerOf(container: MedusaContainer, accountId: string): Promise<string> {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "account", fields: ["customer.id"], filters: { id: accountId } })
  return (data[0] as { customer: { id: string } }).customer.id
}

/** Mean absolute difference per channel (0..255) of two pictures of the same size. */
async function meanDiff(a: Buffer, b: Buffer): Promise<number> {
  const raw = async (x: Buffer) => (await sharp(x).removeAlpha().raw().toBuffer({ resolveWithObject: true })).data
  const [ra, rb] = await Promise.all([raw(a), raw(b)])
  expect(ra.length).toBe(rb.length)
  let sum = 0
  for (let i = 0; i < ra.length; i++) sum += Math.abs(ra[i] - rb[i])
  return sum / ra.length
}

/** The clean picture with the shop's watermark over it (the worker's default text), as a PNG. */
async function watermarked(clean: Buffer): Promise<Buffer> {
  return (await applyWatermark(await sharp(clean).png().toBuffer(), "Custom Pet Portraits")).png().toBuffer()
}

async function listen(port: number, token?: string): Promise<{ socket: Socket; frames: Frame[]; refused: Promise<boolean> }> {
  const socket: Socket = connect(`http://localhost:${port}`, {
    auth: token ? { token } : {},
    transports: ["websocket"],
    reconnection: false,
  })
  const frames: Frame[] = []
  socket.on("painting:progress", (m: Frame) => frames.push(m))
  const refused = new Promise<boolean>((resolve) => {
    socket.once("connect", () => resolve(false))
    socket.once("connect_error", () => resolve(true))
  })
  return { socket, frames, refused }
}

shopIntegrationTestRunner({
  seed: {},
  testSuite: ({ api, getContainer }) => {
    useInProcessWorker(getContainer)
    let canvas: string

    beforeAll(async () => {
      canvas = await variantBySku(getContainer(), "CANVAS-12X18-BLACK-UNSIGNED")
    })

    async function impressionist() {
      const [style] = await getContainer()
        .resolve<PaintingModuleService>(PAINTING_MODULE)
        .createStyles([
          {
            title: "Impressionist",
            slug: `impressionist-${Date.now()}`,
            prompt: "a painting of {description}",
            engine: { recipe: "impressionist" },
          },
        ])
      return style
    }

    const stored = async (id: string) =>
      (await getContainer()
        .resolve<PaintingModuleService>(PAINTING_MODULE)
        .retrievePainting(id, { select: ["id", "image", "no_watermark", "no_watermark_hq", "progress_image"] })) as unknown as {
        image: { original: string; low: string }
        no_watermark: Stored
        no_watermark_hq: Stored | null
        progress_image: { url: string; progress: number }
      }
    const fileBytes = (fileId: string) => getContainer().resolve(Modules.FILE).getAsBuffer(fileId)
    const fetchPicture = async (url: string) => {
      const u = new URL(url)
      const res = await settle(api.get(u.pathname + u.search, { responseType: "arraybuffer" } as object))
      return { status: res.status, bytes: Buffer.from(res.data as ArrayBuffer) }
    }

    /** A verified shopper's finished painting, painted while its owner's socket listened. */
    async function paintedWhileListening() {
      const container = getContainer()
      const owner = await makeShopper(api, container, "verified")
      const photo = await analysedPhoto(api, owner.token)
      const style = await impressionist()
      const port = container.resolve<RealtimeModuleService>(REALTIME_MODULE).getPort()!
      const live = await listen(port, owner.token)
      expect(await live.refused).toBe(false)
      try {
        const { data } = await api.post("/api/painting", { photoId: photo.id, styleId: style.id }, withToken(owner.token))
        const done = await waitForPainting(api, owner.token, data.id)
        expect(done.status, done.failureReason ?? undefined).toBe("complete")
        await pollUntil(
          async () => live.frames.filter((f) => f.painting === data.id && f.image === done.image.original).length,
          (n) => n > 0,
          5_000
        )
        return { owner, painting: done, frames: live.frames.filter((f) => f.painting === data.id) }
      } finally {
        live.socket.disconnect()
      }
    }

    it("shows a painting's owner, another customer, a temporary account and anonymous callers only watermarked pictures", async () => {
      const container = getContainer()
      const { owner, painting, frames } = await paintedWhileListening()
      const record = await stored(painting.id)
      const clean = await fileBytes(record.no_watermark.files.original)
      const cleanMarked = await watermarked(clean)

      // The names of the versions of one painting share no part, and say nothing of the painting
      // or of when it was made: 128 random bits each.
      const names = [
        ...new Set([
          painting.image.original,
          painting.image.low,
          ...Object.values(record.no_watermark.files),
          ...frames.map((f) => f.image),
        ]),
      ] as string[]
      const parts = names.flatMap((n) =>
        basename(n)
          .replace(/^private-/, "")
          .replace(/\.[a-z]+$/, "")
          .split("-")
      )
      expect(parts).toHaveLength(names.length)
      expect(new Set(parts).size).toBe(names.length)
      for (const part of parts) expect(part).toMatch(/^[0-9a-f]{32}$/)

      // Every frame that went over the socket is watermarked: the last one, at 100 %, is the
      // watermarked preview itself, not the finished painting without the mark.
      expect(frames.length).toBeGreaterThanOrEqual(3)
      expect(frames.at(-1)).toMatchObject({ progress: 100, image: painting.image.original })
      for (const frame of frames.filter((f) => f.progress === 100)) {
        const served = await fetchPicture(frame.image)
        expect(served.status).toBe(200)
        const toMarked = await meanDiff(served.bytes, cleanMarked)
        const toClean = await meanDiff(served.bytes, clean)
        expect(toMarked).toBeLessThan(toClean)
      }

      const stranger = await makeShopper(api, container, "verified")
      const visitor = await makeShopper(api, container, "temporary")
      for (const caller of [owner.token, stranger.token, visitor.token, undefined]) {
        const seen = (await api.get(`/api/painting/${painting.id}`, caller ? withToken(caller) : {})).data
        expect(seen).toMatchObject({ noWatermark: null, noWatermarkHq: null, productionImage: null })
        // The stored progress is the watermarked preview too.
        expect(seen.progressImage).toEqual({ url: painting.image.original, progress: 100 })
        expect(seen.image.original).toBe(painting.image.original)
      }
      const mine = (await api.get("/api/paintings?scope=mine", withToken(owner.token))).data.paintings
      expect(mine.find((p: { id: string }) => p.id === painting.id)).toMatchObject({ noWatermark: null, noWatermarkHq: null })

      // Nobody who has not bought it gets the HQ image made.
      for (const caller of [owner.token, stranger.token, visitor.token]) {
        const hq = await settle(api.post(`/api/painting/${painting.id}/paint_hq`, {}, withToken(caller)))
        expect(hq.status).toBe(403)
      }
      expect((await settle(api.post(`/api/painting/${painting.id}/paint_hq`, {}))).status).toBe(401)
      expect((await stored(painting.id)).no_watermark_hq).toBeNull()

      // The clean files are not in the public folder and not served under /static.
      const publicNames = readdirSync(publicFolder())
      for (const id of Object.values(record.no_watermark.files)) {
        expect(publicNames).not.toContain(basename(id))
        expect((await settle(api.get(`/static/${encodeURIComponent(id)}`))).status).toBe(404)
      }

      // Live events go to logged-in accounts' own rooms only.
      const port = container.resolve<RealtimeModuleService>(REALTIME_MODULE).getPort()!
      for (const token of [undefined, visitor.token]) {
        const stranger = await listen(port, token)
        expect(await stranger.refused).toBe(true)
        stranger.socket.disconnect()
      }
    })

    it("gives the buyer the clean painting after payment, through short-lived signed links", async () => {
      const container = getContainer()
      const { owner, painting } = await paintedWhileListening()
      const record = await stored(painting.id)
      const customerId = await customerOf(container, owner.account.id)
      await placeOrder(container, { customerId, variantId: canvas, paintingId: painting.id, isRotated: true })

      const bought = (await api.get(`/api/painting/${painting.id}`, withToken(owner.token))).data
      expect(bought.noWatermark).toMatchObject({ width: 768, height: 512, original: expect.stringContaining("/api/file/") })
      const file = await fetchPicture(bought.noWatermark.original)
      expect(file.status).toBe(200)
      expect(file.bytes.equals(await fileBytes(record.no_watermark.files.original))).toBe(true)
      expect((await fetchPicture(bought.noWatermark.webp)).status).toBe(200)

      // A link is for this file, for a while: a changed signature, another file or an old link 403.
      const link = new URL(bought.noWatermark.original)
      const forged = `${link.origin}${link.pathname}?expires=${link.searchParams.get("expires")}&sig=${"A".repeat(43)}`
      expect((await fetchPicture(forged)).status).toBe(403)
      const other = new URL(privateFileUrl(record.no_watermark.files.webp))
      const swapped = `${link.origin}${other.pathname}?${link.searchParams.toString()}`
      expect((await fetchPicture(swapped)).status).toBe(403)
      expect((await fetchPicture(privateFileUrl(record.no_watermark.files.original, Date.now() - 2 * 3600_000))).status).toBe(403)

      // Another customer still sees the watermarked painting only.
      const stranger = await makeShopper(api, container, "verified")
      expect((await api.get(`/api/painting/${painting.id}`, withToken(stranger.token))).data).toMatchObject({ noWatermark: null })
      expect((await settle(api.post(`/api/painting/${painting.id}/paint_hq`, {}, withToken(stranger.token)))).status).toBe(403)

      // The buyer may have the HQ image made; it is private and comes as a signed link.
      const asked = await api.post(`/api/painting/${painting.id}/paint_hq`, {}, withToken(owner.token))
      expect(asked.status).toBe(202)
      const hq = await waitForPainting(api, owner.token, painting.id, (p) => Boolean(p.noWatermarkHq))
      expect(hq.noWatermarkHq).toMatchObject({ width: 1536, height: 1024, original: expect.stringContaining("/api/file/") })
      const hqFile = await fetchPicture(hq.noWatermarkHq.original)
      expect(hqFile.status).toBe(200)
      expect(await sharp(hqFile.bytes).metadata()).toMatchObject({ width: 1536, height: 1024 })
      const publicNames = readdirSync(publicFolder())
      for (const id of Object.values((await stored(painting.id)).no_watermark_hq!.files)) expect(publicNames).not.toContain(basename(id))
    })
  },
})
