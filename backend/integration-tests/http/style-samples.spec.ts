/**
 * The style sampler through the shop's doors (issue 25): an analysed photo is painted small in
 * every public style (hidden ones left out; another provider's style sketched by the local
 * engine), each sample watermarked, shown to the photo's owner only through a signed link,
 * never a painting or a task, made once per style, and gone with the photo.
 */
import { Modules } from "@medusajs/framework/utils"
import type { Photo } from "@petshop/contract"
import {
  PAINTING_MODULE,
  proposeComposition,
  framedSubjectBox,
  unframedSubjectBoxes,
  type AnalysedSubject,
  type PaintingModuleService,
} from "@petshop/painting-module"
import { applyWatermark } from "@petshop/painting-module/render"
import { paintStyleSamples, SAMPLE_SIZES } from "@petshop/painting-module/render/style-samples"
import { STYLE_RECIPES } from "@petshop/painting-module"
import { rasterToRgb } from "@petshop/painting-module/engine"
import { styleSamplesJobId } from "@petshop/painting-module/queues"
import { Queue } from "bullmq"
import { Redis } from "ioredis"
import sharp from "sharp"
import { expect, it } from "vitest"
import { useInProcessWorker } from "../helpers/in-process-worker"
import { settle, withToken } from "../helpers/shop-api"
import { analysedPhoto, makeShopper } from "../helpers/shoppers"
import { pollUntil } from "../helpers/wait"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"

/** Mean absolute difference of two same-sized RGB pictures, 0..255. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((p) => sharp(p).removeAlpha().raw().toBuffer()))
  let sum = 0
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i])
  return sum / x.length
}

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    useInProcessWorker(getContainer)
    const paintings = () => getContainer().resolve<PaintingModuleService>(PAINTING_MODULE)

    it("paints an analysed photo in every public style, for its owner alone, watermarked, once, drops a style hidden since, and deletes them with it", async () => {
      const stamp = Date.now()
      const [impressionist, caricature, remote, hidden] = await paintings().createStyles([
        { title: "Impressionist", slug: `imp-${stamp}`, prompt: "p", engine: { recipe: "impressionist" }, order_index: 1 },
        { title: "Caricature", slug: `car-${stamp}`, prompt: "p", engine: { recipe: "caricature" }, order_index: 2 },
        { title: "Remote", slug: `remote-${stamp}`, prompt: "p", provider: "replicate", order_index: 3 },
        { title: "Hidden", slug: `hidden-${stamp}`, prompt: "p", engine: { recipe: "oil" }, is_public: false },
      ])
      const owner = await makeShopper(api, getContainer(), "verified")
      const photo = (await analysedPhoto(api, owner.token, "dog-beagle-landscape.jpg")) as Photo
      const sampled = await pollUntil(
        async () => (await api.get(`/api/photo/${photo.id}`, withToken(owner.token))).data as Photo,
        (p) => Boolean(p.sampling && p.sampling.done === p.sampling.total),
        60_000
      )
      expect(sampled.sampling).toEqual({ done: 3, total: 3 })
      const byStyle = new Map((sampled.styleSamples ?? []).map((s) => [s.styleId, s]))
      expect([...byStyle.keys()].sort()).toEqual([impressionist.id, caricature.id, remote.id].sort())
      expect(byStyle.has(hidden.id)).toBe(false)
      // The beagle's photo is framed as a portrait painting would be: a 192x288 sample.
      expect(byStyle.get(impressionist.id)).toMatchObject({ width: 192, height: 288, sketch: false })
      expect(byStyle.get(remote.id)).toMatchObject({ sketch: true })

      // Watermarked: the sample is the engine's painting with the watermark on it, not the painting itself.
      const file = await api.get(
        new URL(byStyle.get(impressionist.id)!.image).pathname + new URL(byStyle.get(impressionist.id)!.image).search,
        {
          responseType: "arraybuffer",
        } as object
      )
      expect(file.status).toBe(200)
      const sample = Buffer.from(file.data as ArrayBuffer)
      expect((await sharp(sample).metadata()).format).toBe("webp")
      const record = await paintings().retrievePhoto(photo.id)
      const analysed = {
        width: record.width!,
        height: record.height!,
        subject: record.subject as AnalysedSubject,
        subjects: record.subjects as unknown as AnalysedSubject[],
      }
      const composition = proposeComposition(analysed)!
      let clean: Buffer | null = null
      await paintStyleSamples({
        original: await getContainer().resolve(Modules.FILE).getAsBuffer(record.original_file_id),
        subject: framedSubjectBox(analysed),
        frame: composition.crops[composition.orientation],
        others: unframedSubjectBoxes(analysed),
        size: SAMPLE_SIZES[composition.orientation],
        seed: 1,
        threads: 2,
        styles: [{ id: impressionist.id, recipe: "impressionist", settings: STYLE_RECIPES.impressionist }],
        onSample: async (_style, raster) => {
          clean = await sharp(rasterToRgb(raster), { raw: { width: raster.width, height: raster.height, channels: 3 } })
            .png()
            .toBuffer()
          return false
        },
      })
      // (both encoded as the worker encodes a sample, so the encoder's losses cancel out)
      const marked = await (await applyWatermark(clean!, "Custom Pet Portraits")).webp({ quality: 80 }).toBuffer()
      const unmarked = await sharp(clean!).webp({ quality: 80 }).toBuffer()
      const fromMarked = await difference(sample, marked)
      const fromClean = await difference(sample, unmarked)
      expect(fromMarked).toBeLessThan(1)
      expect(fromClean).toBeGreaterThan(fromMarked + 1)

      // Another shopper sees neither the photo nor, without its signature, the picture.
      const stranger = await makeShopper(api, getContainer(), "verified")
      expect((await settle(api.get(`/api/photo/${photo.id}`, withToken(stranger.token)))).status).toBe(404)
      expect((await settle(api.get(new URL(byStyle.get(caricature.id)!.image).pathname))).status).toBeGreaterThanOrEqual(400)

      // Not paintings, not tasks: nothing in the owner's paintings or the task list.
      const mine = await api.get("/api/paintings?scope=mine", withToken(owner.token))
      expect(mine.data.count ?? mine.data.paintings?.length ?? 0).toBe(0)
      const tasks = await paintings().listTasks({ subject_id: photo.id })
      expect(tasks.every((t) => t.type === "photo")).toBe(true)

      // Made once per style: sampling the photo again paints nothing new.
      const before = JSON.stringify((await paintings().retrievePhoto(photo.id)).style_samples)
      expect((await settle(api.post(`/api/photo/${photo.id}/style-samples`, {}, withToken(stranger.token)))).status).toBe(404)
      const again = await api.post(`/api/photo/${photo.id}/style-samples`, {}, withToken(owner.token))
      expect([again.status, again.data]).toEqual([202, { queued: true }])
      // the sampler ran (its job is removed once done) and changed nothing
      const queue = new Queue("paint", { connection: new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null }) })
      try {
        await pollUntil(
          async () => (await queue.getJob(styleSamplesJobId(photo.id))) ?? null,
          (job) => job === null,
          20_000
        )
      } finally {
        await queue.close()
      }
      expect(JSON.stringify((await paintings().retrievePhoto(photo.id)).style_samples)).toBe(before)

      // A style hidden since: its sample goes the next time the photo is sampled.
      await paintings().updateStyles({ id: caricature.id, is_public: false })
      await api.post(`/api/photo/${photo.id}/style-samples`, {}, withToken(owner.token))
      const pruned = await pollUntil(
        async () => (await api.get(`/api/photo/${photo.id}`, withToken(owner.token))).data as Photo,
        (p) => p.sampling?.total === 2,
        60_000
      )
      expect(pruned.styleSamples!.map((s) => s.styleId).sort()).toEqual([impressionist.id, remote.id].sort())
      expect(pruned.sampling).toEqual({ done: 2, total: 2 })
      const hiddenFile = (record.style_samples as { samples: Record<string, { file_id: string }> }).samples[caricature.id].file_id
      await expect(getContainer().resolve(Modules.FILE).getAsBuffer(hiddenFile)).rejects.toThrow()

      // Deleted with the photo: the files are gone.
      const fileIds = Object.values((record.style_samples as { samples: Record<string, { file_id: string }> }).samples).map(
        (s) => s.file_id
      )
      expect((await settle(api.delete(`/api/photo/${photo.id}`, withToken(owner.token)))).status).toBe(204)
      for (const id of fileIds) await expect(getContainer().resolve(Modules.FILE).getAsBuffer(id)).rejects.toThrow()
      const link = byStyle.get(caricature.id)!.image
      expect((await settle(api.get(new URL(link).pathname + new URL(link).search))).status).toBe(404)
    })

    it("yields to a preview asked for while it samples", async () => {
      const styles = await paintings().createStyles(
        ["impressionist", "oil", "watercolor", "surreal", "cosmic-ethereal", "chromaflare-expressionism"].map((recipe, i) => ({
          title: `Yield ${recipe}`,
          slug: `yield-${recipe}-${Date.now()}`,
          prompt: "p",
          engine: { recipe },
          order_index: 10 + i,
        }))
      )
      const owner = await makeShopper(api, getContainer(), "verified")
      const photo = (await analysedPhoto(api, owner.token)) as Photo
      // The preview is asked for at once, while the sampler is at work.
      const created = await api.post("/api/painting", { photoId: photo.id, styleId: styles[0].id }, withToken(owner.token))
      expect(created.status).toBe(201)
      const painted = await pollUntil(
        async () => (await api.get(`/api/painting/${created.data.id}`, withToken(owner.token))).data as { status: string },
        (p) => p.status === "complete" || p.status === "failed",
        60_000
      )
      expect(painted.status).toBe("complete")
      // The sampler stepped aside for it: some samples were made after the preview was finished.
      const [task] = await paintings().listTasks({ subject_id: created.data.id })
      const finished = new Date(task.updated_at).getTime()
      const done = await pollUntil(
        async () => (await api.get(`/api/photo/${photo.id}`, withToken(owner.token))).data as Photo,
        (p) => Boolean(p.sampling && p.sampling.done === p.sampling.total && p.sampling.total >= 6),
        60_000
      )
      expect(done.styleSamples!.length).toBe(done.sampling!.total)
      const made = Object.values(
        ((await paintings().retrievePhoto(photo.id)).style_samples as { samples: Record<string, { made_at: string }> }).samples
      ).map((s) => new Date(s.made_at).getTime())
      expect(made.filter((t) => t > finished).length).toBeGreaterThan(0)
    })
  },
})
