/**
 * Print files (issue 5, item 3): a placed order queues the print file of each painting in it,
 * once (a second order or a redelivered event adds nothing), painted at the largest product
 * of the painting's aspect at 150 DPI (a landscape 2:3 painting: 24x36 in, 5400x3600 px),
 * kept privately; paint_hq makes both the 2x clean image and the print file. Print files run on
 * the production queue (issue 23, item 3), so previews never wait behind them; one an older
 * version queued on the paint queue is still made, and retried from there.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { PAINTING_MODULE, productionTaskId, STYLE_RECIPES, type PaintingModuleService } from "@petshop/painting-module"
import { jobOptionsFor } from "@petshop/painting-module/queues"
import { loadCatalogueData, seedShop } from "@petshop/seed"
import { Queue } from "bullmq"
import { Redis } from "ioredis"
import sharp from "sharp"
import { expect, it } from "vitest"
import { customerOf, variantOf } from "../helpers/cart"
import { useInProcessWorker } from "../helpers/in-process-worker"
import { placeOrder } from "../helpers/orders"
import { settle, withToken } from "../helpers/shop-api"
import { analysedPhoto, makeShopper } from "../helpers/shoppers"
import { pollUntil, waitForPainting } from "../helpers/wait"

// The real print resolution here (the test setup lowers it for the other suites).
process.env.PRINT_DPI = "150"

/** A style whose recipe is one fine brush pass: the whole pipeline at print size, in seconds. */
async function quickStyle(container: MedusaContainer) {
  const painting = container.resolve<PaintingModuleService>(PAINTING_MODULE)
  const [style] = await painting.createStyles([
    { title: "Quick Strokes", slug: `quick-${Date.now()}`, prompt: "a painting of {description}", engine: { recipe: "impressionist" } },
  ])
  await painting.createPostProcessSettings({
    style_id: style.id,
    is_default: true,
    settings: { noPost: [{ fn: "strokes", params: { radii: [2], texture: 0 } }] },
  } as never)
  return style
}

/** A painting's print file (production_image), as far as this spec reads it. */
type PrintFile = { fileId: string; url: string; bytes: number }
/** The layers each render recorded in a painting's history. */
type RenderHistory = Record<
  "preview" | "production" | "hq",
  { layer: string; fn: string; width: number; height: number; params?: Record<string, unknown> }[]
>

shopIntegrationTestRunner({
  seed: {},
  testSuite: ({ api, getContainer }) => {
    useInProcessWorker(getContainer)

    const paintings = () => getContainer().resolve<PaintingModuleService>(PAINTING_MODULE)
    /** A BullMQ queue of this run's Redis, as the backend and the worker see it. */
    async function withQueue<T>(name: "paint" | "production", use: (queue: Queue) => Promise<T>): Promise<T> {
      const connection = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null })
      const queue = new Queue(name, { connection })
      try {
        return await use(queue)
      } finally {
        await queue.close()
        connection.disconnect()
      }
    }

    async function paintedBy() {
      const container = getContainer()
      const style = await quickStyle(container)
      const shopper = await makeShopper(api, container, "verified")
      const photo = await analysedPhoto(api, shopper.token)
      const { data } = await api.post("/api/painting", { photoId: photo.id, styleId: style.id }, withToken(shopper.token))
      const painting = await waitForPainting(api, shopper.token, data.id)
      expect(painting.status, painting.failureReason ?? undefined).toBe("complete")
      return { ...shopper, painting, customerId: await customerOf(container, shopper.account.id) }
    }

    /** A painting once its print file is recorded and its task is complete (the worker records the file first). */
    async function productionOf(id: string) {
      const done = await pollUntil(
        () => paintings().retrievePainting(id, { select: ["id", "production_image", "history"] }),
        (p) => Boolean((p.production_image as { fileId?: string } | null)?.fileId),
        300_000,
        500
      )
      await pollUntil(
        () => paintings().retrieveTask(productionTaskId(id)),
        (t) => t.status === "complete",
        30_000,
        200
      )
      return done
    }

    it("seeds each style's default post-process settings from its recipe and its demo images, once, keeping admin edits", async () => {
      const styles = await paintings().listStyles({}, { select: ["id", "slug", "engine", "demo_images", "public_image"] })
      const catalogue = styles.filter((s) => STYLE_RECIPES[(s.engine as { recipe: string }).recipe])
      expect(catalogue).toHaveLength(loadCatalogueData().styles.styles.length)
      const settings = await paintings().listPostProcessSettings({ style_id: catalogue.map((s) => s.id) } as never)
      for (const style of catalogue) {
        const own = settings.filter((p) => (p as { style_id?: string }).style_id === style.id)
        expect(own, style.slug).toHaveLength(1)
        expect(own[0]).toMatchObject({ is_default: true, settings: STYLE_RECIPES[(style.engine as { recipe: string }).recipe] })
        const demos = style.demo_images as unknown as { original: string; width: number }[]
        expect(demos, style.slug).toHaveLength(3)
        expect(demos.every((d) => d.width === 400 && /style-demo-/.test(d.original))).toBe(true)
        expect((style.public_image as { original: string }).original).toBe(demos[0].original)
      }
      // An admin's edits survive a second seed, which creates nothing.
      const [edited] = catalogue
      const own = settings.find((p) => (p as { style_id?: string }).style_id === edited.id)!
      await paintings().updatePostProcessSettings({ id: own.id, settings: { noPost: [{ fn: "strokes", params: { radii: [4] } }] } })
      await paintings().updateStyles({ id: edited.id, demo_images: [] as never, public_image: { original: "http://x/mine.jpg" } })
      const again = await seedShop(getContainer())
      expect(again.created).toBe(0)
      expect((await paintings().retrievePostProcessSettings(own.id)).settings).toEqual({
        noPost: [{ fn: "strokes", params: { radii: [4] } }],
      })
      expect(await paintings().retrieveStyle(edited.id, { select: ["id", "demo_images", "public_image"] })).toMatchObject({
        demo_images: [],
        public_image: { original: "http://x/mine.jpg" },
      })
      expect(await paintings().listPostProcessSettings({ style_id: edited.id } as never)).toHaveLength(1)
    })

    it("renders the print file of an ordered painting once, at 150 DPI of its largest product, privately", async () => {
      const container = getContainer()
      const { painting, customerId } = await paintedBy()
      // cat-chelsea is landscape: a 768x512 painting, sold up to 36x24 in.
      expect(painting.dimensions).toEqual({ width: 768, height: 512 })
      // The preview made no print file and recorded its layers.
      const previewed = await paintings().retrievePainting(painting.id, { select: ["id", "production_image", "history"] })
      expect(previewed.production_image).toBeNull()
      expect((previewed.history as RenderHistory).preview.map((h) => h.layer)).toEqual([
        "photo",
        "photo",
        "segment",
        "faceMap",
        "noPost",
        "final",
      ])

      const started = Date.now()
      const variantId = await variantOf(container, "canvas-24x36")
      const orderId = await placeOrder(container, { customerId, variantId, paintingId: painting.id })
      const done = await productionOf(painting.id)
      const seconds = (Date.now() - started) / 1000
      const production = done.production_image as PrintFile
      expect(production, `no print file after ${seconds} s`).toMatchObject({
        width: 5400,
        height: 3600,
        dpi: 150,
        product: { handle: expect.stringMatching(/-24x36$/), width: 24, height: 36 },
        format: "jpeg",
      })
      console.log(`[production] 5400x3600 print file ${(production.bytes / 1e6).toFixed(1)} MB, ${seconds.toFixed(1)} s from order to file`)
      // Every layer again from the photo at twice the painting's size (not the preview enlarged),
      // then finished at print size in strips.
      const steps = (done.history as RenderHistory).production
      expect(steps.map((h) => `${h.layer}:${h.fn}`)).toEqual([
        "photo:cropToSubject",
        "photo:fitToSize",
        "segment:grabCutMask",
        "faceMap:headFromMask",
        "noPost:strokes",
        "production:finishPrint",
      ])
      expect(steps.slice(1, -1).every((h) => h.width === 1536 && h.height === 1024)).toBe(true)
      expect(steps.at(-1)).toMatchObject({ width: 5400, height: 3600, params: { dpi: 150, bristles: 1 } })
      // Cut out as its preview was: the segmenter's version is recorded and repeated.
      const cutOf = (run: RenderHistory["preview"]) => run.find((h) => h.layer === "segment")?.params?.cut
      expect(cutOf((done.history as RenderHistory).preview)).toBe(2)
      expect(cutOf(steps)).toBe(cutOf((done.history as RenderHistory).preview))

      // A private file: readable through the File Module, not served under /static.
      const bytes = await container.resolve(Modules.FILE).getAsBuffer(production.fileId)
      const meta = await sharp(bytes).metadata()
      expect([meta.format, meta.width, meta.height, meta.density]).toEqual(["jpeg", 5400, 3600, 150])
      expect((await settle(api.get(new URL(production.url).pathname))).status).toBe(404)

      const task = await paintings().retrieveTask(productionTaskId(painting.id))
      expect(task).toMatchObject({ type: "paint", status: "complete", subject_id: painting.id, attempts: 1 })
      // Its job ran on the production queue, not among the previews.
      expect(await withQueue("production", async (q) => (await q.getJob(task.id))?.data)).toMatchObject({ variant: "production" })
      expect(await withQueue("paint", (q) => q.getJob(task.id))).toBeUndefined()

      // A second order of the painting and a redelivered event queue nothing new.
      await placeOrder(container, { customerId, variantId: await variantOf(container, "poster-24x36"), paintingId: painting.id })
      await container.resolve(Modules.EVENT_BUS).emit({ name: "order.placed", data: { id: orderId } })
      await new Promise((r) => setTimeout(r, 3_000))
      const after = await paintings().retrievePainting(painting.id, { select: ["id", "production_image"] })
      expect((after.production_image as PrintFile).fileId).toBe(production.fileId)
      const tasks = await paintings().listTasks({ subject_id: painting.id })
      expect(tasks.filter((t) => t.id === productionTaskId(painting.id))).toHaveLength(1)
      expect(await paintings().retrieveTask(productionTaskId(painting.id))).toMatchObject({ status: "complete", attempts: 1 })
    }, 600_000)

    it("makes both the 2x clean image and the print file when staff ask for paint_hq", async () => {
      // A small print file here: the full size is the test above.
      process.env.PRINT_DPI = "30"
      try {
        const { painting } = await paintedBy()
        // Clean files are for buyers and staff (issue 18): the owner has not bought it.
        const { token } = await makeShopper(api, getContainer(), "admin")
        const asked = await api.post(`/api/painting/${painting.id}/paint_hq`, {}, withToken(token))
        expect(asked.status).toBe(202)
        const done = await pollUntil(
          async () => (await api.get(`/api/painting/${painting.id}`, withToken(token))).data,
          (p) => Boolean(p.noWatermarkHq && p.productionImage?.fileId),
          180_000,
          500
        )
        expect(done.noWatermarkHq).toMatchObject({ width: 1536, height: 1024 })
        expect(done.productionImage).toMatchObject({ width: 1080, height: 720, dpi: 30, product: { width: 24, height: 36 } })
        const record = await paintings().retrievePainting(painting.id, { select: ["id", "history"] })
        expect(Object.keys(record.history as object)).toEqual(expect.arrayContaining(["preview", "hq", "production"]))
        expect((record.history as RenderHistory).hq.at(-1)!.width).toBe(1536)
        // Asking again while the HQ image exists queues nothing more.
        await api.post(`/api/painting/${painting.id}/paint_hq`, {}, withToken(token))
        const tasks = await paintings().listTasks({ subject_id: painting.id })
        expect(tasks.map((t) => t.status).sort()).toEqual(["complete", "complete", "complete"])
      } finally {
        process.env.PRINT_DPI = "150"
      }
    }, 300_000)

    it("retries a failed print-file task as a print file", async () => {
      const { painting } = await paintedBy()
      const container = getContainer()
      const admin = await makeShopper(api, container, "admin")
      const id = productionTaskId(painting.id)
      await paintings().createTasks({
        id,
        type: "paint",
        subject_id: painting.id,
        status: "failed",
        queued_at: new Date(),
        error: "disk full",
      } as never)
      // A job of it an older version left on the paint queue (here one waiting out a backoff).
      const backoff = { ...jobOptionsFor("paint", id, "production"), delay: 3_600_000 }
      await withQueue("paint", (q) => q.add("paint", { taskId: id, subjectId: painting.id, variant: "production" }, backoff))
      process.env.PRINT_DPI = "30"
      try {
        const retried = await api.post(`/api/task/${id}/retry`, {}, withToken(admin.token))
        expect(retried.status).toBeLessThan(300)
        const done = await productionOf(painting.id)
        expect(done.production_image).toMatchObject({ width: 1080, height: 720, dpi: 30 })
        // Retried on the production queue; the old job is gone from the paint queue.
        expect(await withQueue("paint", (q) => q.getJob(id))).toBeUndefined()
        expect(await withQueue("production", async (q) => (await q.getJob(id))?.finishedOn)).toEqual(expect.any(Number))
        // The painting's own images are untouched.
        const after = await paintings().retrievePainting(painting.id, { select: ["id", "status", "no_watermark_hq"] })
        expect(after).toMatchObject({ status: "complete", no_watermark_hq: null })
      } finally {
        process.env.PRINT_DPI = "150"
      }
    }, 300_000)

    it("still makes a print file an older version queued on the paint queue", async () => {
      const { painting } = await paintedBy()
      const id = productionTaskId(painting.id)
      await paintings().createTasks({ id, type: "paint", subject_id: painting.id, status: "queue", queued_at: new Date() } as never)
      const print = { width: 1080, height: 720, dpi: 30, product: null }
      await withQueue("paint", (q) =>
        q.add("paint", { taskId: id, subjectId: painting.id, variant: "production", print }, jobOptionsFor("paint", id, "production"))
      )
      const done = await productionOf(painting.id)
      expect(done.production_image).toMatchObject({ width: 1080, height: 720, dpi: 30 })
      expect(await paintings().retrieveTask(id)).toMatchObject({ status: "complete", attempts: 1 })
      // The painting's own images are untouched.
      expect(await paintings().retrievePainting(painting.id, { select: ["id", "status"] })).toMatchObject({ status: "complete" })
    }, 300_000)
  },
})
