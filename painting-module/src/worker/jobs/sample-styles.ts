/**
 * The `style-samples` job (paint queue, issue 25): an analysed photo painted small in every
 * public style, so the wizard's style step shows the shopper's own pet in each. Each sample is
 * watermarked, kept privately under a random name, recorded on the photo and announced to the
 * owner as it is made. Styles already sampled are skipped (a repeated run costs nothing); the
 * sampler yields to any preview waiting on its queue, continuing as a new job behind it. A style
 * the local engine cannot paint as such (another provider, a face-swap template) is sampled by
 * its closest local recipe and marked a sketch. Not a painting: no task, no gallery, no quota of
 * paintings; the photo's own quotas bound it.
 */
import { MedusaError } from "@medusajs/framework/utils"
import type { Job } from "bullmq"
import sharp from "sharp"
import { proposeComposition, unframedSubjectBoxes, framedSubjectBox, type AnalysedSubject } from "../../composition"
import type { Raster } from "../../engine"
import { STYLE_RECIPES } from "../../engine/recipes"
import type { TaskJobData } from "../../queues"
import { REALTIME_EVENTS, type RealtimeEmitter } from "../../realtime"
import { paintStyleSamples, SAMPLE_SIZES, type SampleStyle } from "../../render/paint-style-samples"
import type { ModuleRuntime } from "../module-runtime"
import { engineKey, rasterImage, styleSettings, type StyleRecord } from "./painting-inputs"
import { fileStore } from "./store-file"
import { watermarkFrame } from "./watermarked"

/** The recipe a style without a local one of its own is sketched with. */
const SKETCH_RECIPE = "oil"

export type StoredSample = { file_id: string; width: number; height: number; sketch: boolean; made_at: string }
export type StyleSamplesRecord = { total: number; samples: Record<string, StoredSample> }

/** A photo's recorded samples, whatever the column holds. */
export function styleSamplesOf(value: unknown): StyleSamplesRecord {
  const v = value && typeof value === "object" ? (value as Partial<StyleSamplesRecord>) : {}
  const samples = v.samples && typeof v.samples === "object" ? v.samples : {}
  return { total: Number.isFinite(v.total) ? Number(v.total) : 0, samples }
}

type Deps = { runtime: ModuleRuntime; emitter: RealtimeEmitter; renderThreads: number; watermarkText: string }

export function sampleStylesJob({ runtime, emitter, renderThreads, watermarkText }: Deps) {
  const { painting, files } = runtime
  const store = fileStore(files)
  // A deleted photo is gone (its samples with it); any other failure is retried by the queue.
  const photoOrNull = (id: string) =>
    painting.retrievePhoto(id).catch((err: { type?: string }) => {
      if (err?.type === MedusaError.Types.NOT_FOUND) return null
      throw err
    })

  return async (job: Job<TaskJobData>) => {
    const photoId = job.data.subjectId
    const photo = await photoOrNull(photoId)
    if (!photo || photo.status !== "analysed" || !photo.width || !photo.height) return { skipped: "not analysed" }
    const styles = (await painting.listStyles(
      { is_public: true },
      { order: { order_index: "ASC", created_at: "ASC", id: "ASC" } }
    )) as unknown as (StyleRecord & { id: string })[]
    const done = styleSamplesOf(photo.style_samples)
    // Samples of styles hidden or deleted since go: the step shows the public styles only.
    const stale = Object.keys(done.samples).filter((id) => !styles.some((s) => s.id === id))
    if (stale.length) {
      await files.deleteFiles(stale.map((id) => done.samples[id].file_id)).catch(() => undefined)
      for (const id of stale) delete done.samples[id]
      // A json column's update merges into what it holds: emptied first, so the stale keys go.
      await painting.updatePhotos({ id: photoId, style_samples: null })
      await painting.updatePhotos({ id: photoId, style_samples: done as unknown as Record<string, unknown> })
    }
    const todo: (SampleStyle & { sketch: boolean })[] = []
    for (const style of styles) {
      if (done.samples[style.id]) continue
      todo.push(await sampleStyleOf(style))
    }
    const total = styles.length
    // The wizard shows how many are coming from the start (and how many there are, styles hidden since left out).
    if (done.total !== total) {
      await painting.updatePhotos({ id: photoId, style_samples: { ...done, total } as unknown as Record<string, unknown> })
      emitter.send(job.data.room, REALTIME_EVENTS.photo, {
        photo: photoId,
        status: "sampling",
        done: Object.keys(done.samples).length,
        total,
      })
    }
    if (!todo.length) return { painted: 0, total }

    const analysed = {
      width: photo.width,
      height: photo.height,
      subject: (photo.subject as AnalysedSubject | null) ?? null,
      subjects: Array.isArray(photo.subjects) ? (photo.subjects as AnalysedSubject[]) : null,
    }
    // Framed as the real painting would be: the proposed shape and its crop.
    const composition = proposeComposition(analysed)
    const shape = composition?.orientation ?? "portrait"
    const original = await files.getAsBuffer(photo.original_file_id)
    let yielded = false
    let made = Object.keys(done.samples).length
    await paintStyleSamples({
      original,
      subject: framedSubjectBox(analysed),
      frame: composition?.crops[shape] ?? null,
      others: unframedSubjectBoxes(analysed),
      size: SAMPLE_SIZES[shape],
      seed: 1,
      threads: renderThreads,
      styles: todo,
      onSample: async (style, raster) => {
        const sketch = todo.find((t) => t.id === style.id)!.sketch
        const stored = await storeSample(raster)
        // The photo may have been deleted meanwhile: then its sample goes too, and the sampler stops.
        const current = await photoOrNull(photoId)
        if (!current) {
          await files.deleteFiles([stored.file_id]).catch(() => undefined)
          return false
        }
        const record = styleSamplesOf(current.style_samples)
        record.total = total
        record.samples[style.id] = { ...stored, sketch, made_at: new Date().toISOString() }
        await painting.updatePhotos({ id: photoId, style_samples: record as unknown as Record<string, unknown> })
        made = Object.keys(record.samples).length
        emitter.send(job.data.room, REALTIME_EVENTS.photo, { photo: photoId, status: "sampled", style: style.id, done: made, total })
        if (await painting.paintWorkWaiting()) {
          yielded = true
          return false
        }
        return true
      },
    })
    // Behind the previews that came in: the rest of the styles as a job of its own.
    if (yielded && made < total) await painting.enqueueStyleSamples(photoId, job.data.room, Date.now())
    return { painted: made - (total - todo.length), total, yielded }
  }

  async function sampleStyleOf(style: StyleRecord & { id: string }): Promise<SampleStyle & { sketch: boolean }> {
    const key = engineKey(style)
    const own = style.provider === "local" && style.type !== "face-swap" ? await styleSettings(painting, style) : null
    if (own?.noPost?.length) return { id: style.id, recipe: key, settings: own, sketch: false }
    return { id: style.id, recipe: STYLE_RECIPES[key] ? key : SKETCH_RECIPE, settings: null, sketch: true }
  }

  async function storeSample(raster: Raster): Promise<Omit<StoredSample, "sketch" | "made_at">> {
    const marked = await watermarkFrame(raster, watermarkText)
    const webp = await rasterImage(marked).webp({ quality: 80 }).toBuffer()
    const meta = await sharp(webp).metadata()
    const file = await store(webp, "webp", "private")
    return { file_id: file.id, width: meta.width ?? raster.width, height: meta.height ?? raster.height }
  }
}
