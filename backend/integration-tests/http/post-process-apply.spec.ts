/**
 * An admin tries post-process settings on a finished painting (spec section 7:
 * POST /api/post_process/{id}/apply, .../replace_painting_image, .../use_as_example): the
 * painting worker paints it again with those settings beside its own images, the result
 * can replace the painting's image or become the style's example ('Replaced painting
 * image.', 'Using image as style example.'). Shoppers and visitors get 401; bad input a
 * 4xx with its field, changing nothing.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import sharp from "sharp"
import { beforeAll, expect, it } from "vitest"
import { useInProcessWorker } from "../helpers/in-process-worker"
import { settle, withToken } from "../helpers/shop-api"
import { analysedPhoto, makeShopper } from "../helpers/shoppers"
import { pollUntil, waitForPainting } from "../helpers/wait"

const DEFAULT_PREP = {
  photo: [{ fn: "cropToSubject" }, { fn: "fitToSize" }],
  segment: [{ fn: "grabCutMask" }],
  faceMap: [{ fn: "headFromMask" }],
  final: [{ fn: "watermark" }],
  noPostHq: [],
  production: [],
}
/** The impressionist recipe the style paints with (painting-module engine/recipes/impressionist.ts). */
const IMPRESSIONIST = {
  ...DEFAULT_PREP,
  noPost: [
    { fn: "strokes", params: { radii: [8, 4, 2], jitter: { hue: 0.03, saturation: 0.15, value: 0.1 } } },
    { fn: "adjust", params: { saturation: 1.2 } },
    { fn: "texture", params: { mode: "canvas", strength: 0.3 } },
  ],
}
/** Flat colour shapes on a calm background: a very different picture of the same photo. */
const FLAT_SHAPES = {
  ...DEFAULT_PREP,
  noPost: [
    { fn: "kuwahara", params: { radius: 4, q: 8 } },
    { fn: "background", params: { mode: "replace", colours: ["#f1e9dc", "#e8dcc8"], feather: 3 } },
    { fn: "quantize", params: { colours: 6, cleanup: 2, chroma: 1.05 } },
  ],
}

const paintingModule = (container: MedusaContainer) => container.resolve<PaintingModuleService>(PAINTING_MODULE)

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    useInProcessWorker(getContainer)

    let admin: { token: string; account: { id: string } }
    let auth: object
    let style: { id: string; slug: string }
    let otherStyle: { id: string }
    let photoId: string
    /** A finished painting of `style`, made once for the file. */
    let painting: { id: string; status: string; image: { original: string } }

    /** A picture of the file store as raw RGB at a common size. */
    async function pixels(url: string) {
      // Clean pictures are private: their URLs are signed links, query included.
      const link = new URL(url)
      const res = await api.get(link.pathname + link.search, { responseType: "arraybuffer" } as object)
      expect(res.status).toBe(200)
      return sharp(Buffer.from(res.data as ArrayBuffer))
        .resize(128, 192, { fit: "fill" })
        .removeAlpha()
        .raw()
        .toBuffer()
    }

    /** Mean absolute difference of two pictures, 0-255 per channel. */
    async function meanDiff(a: string, b: string) {
      const [x, y] = await Promise.all([pixels(a), pixels(b)])
      let sum = 0
      for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i])
      return sum / x.length
    }

    /** The painting's clean picture as staff get it: a signed link. */
    async function cleanUrl(id: string): Promise<string> {
      return (await api.get(`/api/painting/${id}`, auth)).data.noWatermark.original
    }

    /** A clean picture's links without their signature and expiry, which differ per answer. */
    const unsigned = (image: { original: string; webp: string; width: number; height: number }) => ({
      ...image,
      original: new URL(image.original).pathname,
      webp: new URL(image.webp).pathname,
    })

    async function paintingRecord(id: string) {
      return paintingModule(getContainer()).retrievePainting(id, {
        select: ["id", "width", "height", "image", "no_watermark", "no_watermark_hq", "history"],
      })
    }

    /** Settings of the style whose noPost names a function the engine does not have. */
    function brokenSettings() {
      return paintingModule(getContainer()).createPostProcessSettings({
        style_id: style.id,
        is_default: false,
        settings: { ...FLAT_SHAPES, noPost: [{ fn: "noSuchFilter" }] },
        history: [] as never,
      })
    }

    /** Applies, then polls the apply state until the worker has finished it. */
    async function applyAndWait(settingsRef: string, paintingId: string) {
      const started = await api.post(`/api/post_process/${settingsRef}/apply`, { paintingId }, auth)
      expect(started.status).toBe(202)
      const done = await pollUntil(
        async () => (await api.get(`/api/post_process/${settingsRef}/apply?paintingId=${paintingId}`, auth)).data,
        (s) => s.applied?.taskId === started.data.task.id && (s.applied.status === "complete" || s.applied.status === "failed"),
        180_000,
        500
      )
      expect(done.applied, done.applied?.error).toMatchObject({ status: "complete", progress: 100, error: null })
      return { started: started.data, done }
    }

    beforeAll(async () => {
      const container = getContainer()
      ;[style, otherStyle] = (await paintingModule(container).createStyles([
        {
          title: "Impressionist",
          slug: "impressionist-pp",
          prompt: "an impressionist painting of {description}",
          engine: { recipe: "impressionist" },
        },
        { title: "Minimalist", slug: "minimalist-pp", prompt: "a minimalist painting of {description}", engine: { recipe: "minimalist" } },
      ])) as unknown as [{ id: string; slug: string }, { id: string }]
      admin = await makeShopper(api, container, "admin")
      auth = withToken(admin.token)
      photoId = (await analysedPhoto(api, admin.token, "cat-chelsea.png")).id
      const { data: made } = await api.post("/api/painting", { photoId, styleId: style.id }, auth)
      painting = await waitForPainting(api, admin.token, made.id)
      expect(painting.status, (painting as { failureReason?: string }).failureReason).toBe("complete")
    })

    it("paints a finished painting again with other settings, live, beside its own images", async () => {
      const before = await paintingRecord(painting.id)
      const beforeClean = await cleanUrl(painting.id)
      // The style's saved settings: the same recipe it painted with, then very different ones.
      const { data: settings } = await api.patch(`/api/post_process/${style.id}`, { settings: IMPRESSIONIST }, auth)
      const same = await applyAndWait(style.id, painting.id)
      expect(same.started).toMatchObject({
        settingsId: settings.id,
        paintingId: painting.id,
        before: before.image,
        task: { status: "queue" },
      })

      await api.patch(`/api/post_process/${settings.id}`, { settings: FLAT_SHAPES }, auth)
      const other = await applyAndWait(settings.id, painting.id)
      const result = other.done.applied.result
      expect(result).toMatchObject({
        taskId: other.started.task.id,
        image: { original: expect.any(String), low: expect.any(String) },
        noWatermark: { original: expect.any(String), webp: expect.any(String), width: before.width, height: before.height },
      })
      // A frame was shown while it painted, and the task record went through to complete.
      expect(other.done.applied.progressImage).toEqual(expect.any(String))
      const [task] = await paintingModule(getContainer()).listTasks({ id: other.started.task.id })
      expect(task).toMatchObject({
        id: expect.stringMatching(/^task_apply_/),
        type: "paint",
        subject_id: painting.id,
        status: "complete",
        progress: 100,
        worker_id: "integration-test-worker",
      })

      // The same settings paint (nearly) the same picture; other settings a clearly different one.
      const sameDiff = await meanDiff(same.done.applied.result.noWatermark.original, beforeClean)
      const otherDiff = await meanDiff(result.noWatermark.original, beforeClean)
      expect(otherDiff).toBeGreaterThan(15)
      expect(sameDiff).toBeLessThan(3)
      expect(sameDiff).toBeLessThan(otherDiff / 3)

      // The painting customers see is untouched.
      const after = await paintingRecord(painting.id)
      expect(after.image).toEqual(before.image)
      expect(after.no_watermark).toEqual(before.no_watermark)
      const { data: shown } = await api.get(`/api/painting/${painting.id}`, auth)
      expect(shown.image).toEqual(before.image)
      expect(shown.status).toBe("complete")
    })

    it("replaces the painting's image with the applied result, and uses it as the style's example", async () => {
      const { data: settings } = await api.patch(`/api/post_process/${style.id}`, { settings: FLAT_SHAPES }, auth)
      const { done } = await applyAndWait(settings.id, painting.id)
      const result = done.applied.result
      const before = await paintingRecord(painting.id)
      expect(before.image).not.toEqual(result.image)

      const replaced = await api.post(`/api/post_process/${settings.id}/replace_painting_image`, { paintingId: painting.id }, auth)
      expect(replaced.status).toBe(200)
      expect(replaced.data).toMatchObject({
        message: "Replaced painting image.",
        painting: { id: painting.id, image: result.image },
      })
      expect(unsigned(replaced.data.painting.noWatermark)).toEqual(unsigned(result.noWatermark))
      const { data: shown } = await api.get(`/api/painting/${painting.id}`, auth)
      expect(shown.image.original).toBe(result.image.original)
      expect(shown.image.original).not.toBe((before.image as { original: string }).original)
      expect(await meanDiff(shown.image.original, (before.image as { original: string }).original)).toBeGreaterThan(15)
      expect(unsigned(shown.noWatermark)).toEqual(unsigned(result.noWatermark))

      const example = await api.post(`/api/post_process/${style.slug}/use_as_example`, { paintingId: painting.id }, auth)
      expect(example.status).toBe(200)
      expect(example.data).toMatchObject({ message: "Using image as style example.", style: { id: style.id, demoImages: [result.image] } })
      const stored = await paintingModule(getContainer()).retrieveStyle(style.id)
      expect(stored.demo_images).toEqual([result.image])
      const { data: state } = await api.get(`/api/post_process/${settings.id}/apply?paintingId=${painting.id}`, auth)
      expect(state.applied.usedAs).toEqual(["painting", "example"])
    })

    it("refuses replace and use-as-example while an apply paints (409) and before any result (400)", async () => {
      // Settings of their own, never applied to the painting.
      const fresh = await paintingModule(getContainer()).createPostProcessSettings({
        style_id: style.id,
        is_default: false,
        settings: FLAT_SHAPES,
        history: [] as never,
      })
      const notYet = {
        status: 400,
        data: { field: "paintingId", message: "Apply these settings to this painting first: there is no result to use yet." },
      }
      expect(
        await settle(api.post(`/api/post_process/${fresh.id}/replace_painting_image`, { paintingId: painting.id }, auth))
      ).toMatchObject(notYet)
      expect(await settle(api.post(`/api/post_process/${fresh.id}/use_as_example`, { paintingId: painting.id }, auth))).toMatchObject(
        notYet
      )
      expect((await api.get(`/api/post_process/${fresh.id}/apply?paintingId=${painting.id}`, auth)).data.applied).toBeNull()

      const before = await paintingRecord(painting.id)
      const styleBefore = await paintingModule(getContainer()).retrieveStyle(style.id)
      const started = await api.post(`/api/post_process/${fresh.id}/apply`, { paintingId: painting.id }, auth)
      expect(started.status).toBe(202)
      const running = {
        status: 409,
        data: { field: "paintingId", message: "These settings are still being applied to this painting; wait for the result." },
      }
      expect(
        await settle(api.post(`/api/post_process/${fresh.id}/replace_painting_image`, { paintingId: painting.id }, auth))
      ).toMatchObject(running)
      expect(await settle(api.post(`/api/post_process/${fresh.id}/use_as_example`, { paintingId: painting.id }, auth))).toMatchObject(
        running
      )
      const after = await paintingRecord(painting.id)
      expect(after.image).toEqual(before.image)
      expect((await paintingModule(getContainer()).retrieveStyle(style.id)).demo_images).toEqual(styleBefore.demo_images)
      // Let it finish so the next test's worker is free.
      await pollUntil(
        async () => (await api.get(`/api/post_process/${fresh.id}/apply?paintingId=${painting.id}`, auth)).data.applied.status,
        (s) => s === "complete" || s === "failed",
        180_000,
        500
      )
    })

    it("ends an apply the engine refuses as failed with its reason, leaving the painting and any result alone", async () => {
      const broken = await brokenSettings()
      const before = await paintingRecord(painting.id)
      const started = await api.post(`/api/post_process/${broken.id}/apply`, { paintingId: painting.id }, auth)
      expect(started.status).toBe(202)
      const done = await pollUntil(
        async () => (await api.get(`/api/post_process/${broken.id}/apply?paintingId=${painting.id}`, auth)).data.applied,
        (a) => a.status === "complete" || a.status === "failed",
        180_000,
        500
      )
      expect(done).toMatchObject({ status: "failed", error: expect.stringContaining("noSuchFilter"), result: null })
      const [task] = await paintingModule(getContainer()).listTasks({ id: started.data.task.id })
      expect(task).toMatchObject({ status: "failed", error: expect.stringContaining("noSuchFilter") })
      expect(
        await settle(api.post(`/api/post_process/${broken.id}/replace_painting_image`, { paintingId: painting.id }, auth))
      ).toMatchObject({
        status: 400,
        data: { field: "paintingId" },
      })
      const after = await paintingRecord(painting.id)
      expect(after.image).toEqual(before.image)
      expect(after.no_watermark).toEqual(before.no_watermark)
    })

    it("retries a failed apply from the task list as an apply with the settings as fixed since, not as a paint job", async () => {
      const service = paintingModule(getContainer())
      const broken = await brokenSettings()
      const before = await paintingRecord(painting.id)
      const started = await api.post(`/api/post_process/${broken.id}/apply`, { paintingId: painting.id }, auth)
      const state = async () => (await api.get(`/api/post_process/${broken.id}/apply?paintingId=${painting.id}`, auth)).data.applied
      await pollUntil(state, (a) => a.status === "failed", 180_000, 500)

      // The admin fixes the layer, then retries the failed task.
      await api.patch(`/api/post_process/${broken.id}`, { settings: FLAT_SHAPES }, auth)
      const retried = await api.post(`/api/task/${started.data.task.id}/retry`, {}, auth)
      expect(retried.status).toBe(200)
      const done = await pollUntil(state, (a) => a.status === "complete" || a.status === "failed", 180_000, 500)
      expect(done, done.error).toMatchObject({ status: "complete", taskId: started.data.task.id, error: null })
      // The result is the retried task's, painted with the fixed layer.
      expect(done.result).toMatchObject({ taskId: started.data.task.id, noWatermark: { original: expect.stringMatching(/^http/) } })
      // The painting customers see stayed as it was, and was not put back in the queue.
      const after = await paintingRecord(painting.id)
      expect(after.image).toEqual(before.image)
      expect((await service.retrievePainting(painting.id, { select: ["status"] })).status).toBe("complete")

      // An apply that a newer one replaced cannot come back.
      const first = await api.post(`/api/post_process/${broken.id}/apply`, { paintingId: painting.id }, auth)
      await pollUntil(state, (a) => a.taskId === first.data.task.id && a.status === "complete", 180_000, 500)
      await service.updateTasks({ id: started.data.task.id, status: "failed", error: "failed again" })
      expect(await settle(api.post(`/api/task/${started.data.task.id}/retry`, {}, auth))).toMatchObject({ status: 400 })
    })

    it("gives a style settings on first look that paint as it does today: its recipe, cropped and watermarked", async () => {
      const { data } = await api.get(`/api/post_process/${otherStyle.id}`, auth)
      expect(data.settings.noPost.map((s: { fn: string }) => s.fn)).toEqual(["kuwahara", "background", "quantize", "texture"])
      expect(data.settings.photo.map((s: { fn: string }) => s.fn)).toEqual(["cropToSubject", "fitToSize"])
      expect(data.settings.final.map((s: { fn: string }) => s.fn)).toEqual(["watermark"])
    })

    it("answers bad input with a 4xx naming the field, changing nothing", async () => {
      const { data: settings } = await api.get(`/api/post_process/${style.id}`, auth)
      const before = await paintingRecord(painting.id)
      const tasksBefore = (await paintingModule(getContainer()).listTasks({ subject_id: painting.id })).length
      const unfinished = await paintingModule(getContainer()).createPaintings({
        photo_id: photoId,
        style_id: style.id,
        status: "in-progress",
      })
      const { data: foreign } = await api.get(`/api/post_process/${otherStyle.id}`, auth)

      for (const call of ["apply", "replace_painting_image", "use_as_example"]) {
        const url = `/api/post_process/${settings.id}/${call}`
        expect(await settle(api.post(url, {}, auth)), call).toMatchObject({
          status: 400,
          data: { field: "paintingId", message: "Which painting? Give its paintingId." },
        })
        expect(await settle(api.post(url, { paintingId: 42 }, auth)), call).toMatchObject({ status: 400, data: { field: "paintingId" } })
        expect(await settle(api.post(url, { paintingId: "paint_nope" }, auth)), call).toMatchObject({
          status: 404,
          data: { field: "paintingId", message: "Painting not found." },
        })
        // Settings of another style than the painting's.
        expect(await settle(api.post(`/api/post_process/${foreign.id}/${call}`, { paintingId: painting.id }, auth)), call).toMatchObject({
          status: 400,
          data: { field: "paintingId", message: "This painting is of another style than these post-process settings." },
        })
        expect(await settle(api.post(`/api/post_process/style_nope/${call}`, { paintingId: painting.id }, auth)), call).toMatchObject({
          status: 404,
          data: { message: "Style not found." },
        })
      }
      expect(await settle(api.post(`/api/post_process/${settings.id}/apply`, { paintingId: unfinished.id }, auth))).toMatchObject({
        status: 400,
        data: { field: "paintingId", message: "This painting is not finished yet; settings can be applied to a finished painting." },
      })
      expect(await settle(api.get(`/api/post_process/${settings.id}/apply`, auth))).toMatchObject({
        status: 400,
        data: { field: "paintingId" },
      })

      const after = await paintingRecord(painting.id)
      expect(after).toEqual(before)
      expect((await paintingModule(getContainer()).listTasks({ subject_id: painting.id })).length).toBe(tasksBefore)
      expect((await paintingModule(getContainer()).listTasks({ subject_id: unfinished.id })).length).toBe(0)
    })

    it("refuses every call to a shopper and to a caller without a token (401)", async () => {
      const shopper = await makeShopper(api, getContainer(), "verified")
      const { data: settings } = await api.get(`/api/post_process/${style.id}`, auth)
      const before = await paintingRecord(painting.id)
      const tasksBefore = (await paintingModule(getContainer()).listTasks({ subject_id: painting.id })).length
      for (const [who, config] of [
        ["a shopper", withToken(shopper.token)],
        ["no token", {}],
      ] as const) {
        for (const call of ["apply", "replace_painting_image", "use_as_example"]) {
          const res = await settle(api.post(`/api/post_process/${settings.id}/${call}`, { paintingId: painting.id }, config))
          expect(res.status, `${who} ${call}`).toBe(401)
        }
        expect((await settle(api.get(`/api/post_process/${settings.id}/apply?paintingId=${painting.id}`, config))).status, who).toBe(401)
      }
      expect(await paintingRecord(painting.id)).toEqual(before)
      expect((await paintingModule(getContainer()).listTasks({ subject_id: painting.id })).length).toBe(tasksBefore)
    })
  },
})
