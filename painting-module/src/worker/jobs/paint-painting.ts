/**
 * The `paint` job: run the painting's layers (photo: upright, cropped to the painting's
 * aspect around the pet; segment; faceMap; noPost: the style's provider paints it while every
 * intermediate frame is stored watermarked and sent live to the owner; final: the watermark), then
 * write the clean image (private) and the watermarked preview, which becomes the last progress
 * frame. Variants: `hq` (paint_hq: noPost at 2x, then noPostHq, private) and `production` (the
 * print file, see paint-production.ts). Every file gets a random name (store-file.ts).
 * A failure with a readable reason fails the painting at once; other errors are retried,
 * and the last attempt fails it with a reason, so no painting stays stuck.
 */
import { UnrecoverableError, type Job } from "bullmq"
import sharp from "sharp"
import type { Raster } from "../../engine"
import { PaintingFailure } from "../../providers"
import { REALTIME_EVENTS, type RealtimeEmitter } from "../../realtime"
import { finishLayer } from "../../render/paint-pipeline"
import type { TaskJobData } from "../../queues"
import type { ModuleRuntime } from "../module-runtime"
import { paintPaintingLayers, rasterImage, recordHistory, type PaintingRecord } from "./painting-inputs"
import { paintProductionJob } from "./paint-production"
import { writePreviewImages } from "./preview-images"
import { fileStore, type PrivateImage } from "./store-file"
import { ensureLockHeld } from "./ensure-lock-held"
import { ensureWatermarked, watermarkFrame } from "./watermarked"
import { isLastAttempt, markTaskComplete, markTaskFailed, markTaskProgress, markTaskStarted, reportTask } from "./task-record"

export const GENERIC_PAINT_FAILURE = "We could not finish this painting. Please try again."

export type PaintJobDeps = {
  runtime: ModuleRuntime
  workerId: string
  emitter: RealtimeEmitter
  renderThreads: number
  watermarkText: string
}

const HQ_SCALE = 2

export function paintPaintingJob({ runtime, workerId, emitter, renderThreads, watermarkText }: PaintJobDeps) {
  const { painting: paintings, files } = runtime
  const store = fileStore(files)
  const production = paintProductionJob({ runtime, workerId, emitter, renderThreads })

  /** photo → segment → faceMap → noPost at the painting's size times `scale`. */
  function render(painting: PaintingRecord, scale: number, onProgress: (frame: Raster, fraction: number) => Promise<void>) {
    return paintPaintingLayers(runtime, painting, {
      size: { width: painting.width * scale, height: painting.height * scale },
      scale,
      threads: renderThreads,
      onProgress,
    })
  }

  /** paint_hq: the same painting, same seed, at twice the size and without a watermark. */
  async function paintHq(job: Job<TaskJobData>) {
    const painting = await paintings.retrievePainting(job.data.subjectId)
    if (painting.no_watermark_hq) {
      await ensureLockHeld(job)
      await markTaskComplete(paintings, job.data.taskId)
      return { paintingId: painting.id, reused: true }
    }
    await markTaskStarted(paintings, job, workerId)
    reportTask(emitter, job, "in-progress", { hq: true })
    try {
      const painted = await render(painting, HQ_SCALE, async (_frame, fraction) => {
        // A worker that lost the job stops rendering at its next frame.
        await ensureLockHeld(job)
        await job.updateProgress(Math.round(fraction * 100))
        await markTaskProgress(paintings, job.data.taskId, fraction * 100)
      })
      const { raster: result, history } = await finishLayer("noPostHq", painted.settings, painted)
      const png = await rasterImage(result).png().toBuffer()
      const [jpeg, webp] = await Promise.all([sharp(png).jpeg({ quality: 92 }).toBuffer(), sharp(png).webp({ quality: 90 }).toBuffer()])
      const [jpegFile, webpFile] = await Promise.all([store(jpeg, "jpeg", "private"), store(webp, "webp", "private")])
      const hq: PrivateImage = { files: { original: jpegFile.id, webp: webpFile.id }, width: result.width, height: result.height }
      await ensureLockHeld(job)
      await paintings.updatePaintings({
        id: painting.id,
        no_watermark_hq: hq,
        history: await recordHistory(paintings, painting.id, "hq", history),
      })
      await ensureLockHeld(job)
      await markTaskComplete(paintings, job.data.taskId)
      reportTask(emitter, job, "complete", { hq: true })
      emitter.send(job.data.room, REALTIME_EVENTS.paintingLoad, { painting: painting.id, status: painting.status, hq: true })
      return { paintingId: painting.id, hq: true }
    } catch (err) {
      // The failure of a job this worker no longer holds is not its to record either.
      await ensureLockHeld(job)
      const readable = err instanceof PaintingFailure
      const final = readable || isLastAttempt(job)
      await markTaskFailed(paintings, job, readable ? (err as PaintingFailure).reason : (err as Error).message, final)
      if (final) await paintings.updatePaintings({ id: painting.id, hq_requested: false })
      if (readable) throw new UnrecoverableError((err as PaintingFailure).reason)
      throw err
    }
  }

  return async (job: Job<TaskJobData>) => {
    if (job.data.variant === "hq") return paintHq(job)
    if (job.data.variant === "production") return production(job)
    const room = job.data.room
    const painting = await paintings.retrievePainting(job.data.subjectId)
    if (painting.status === "complete") {
      await ensureLockHeld(job)
      await markTaskComplete(paintings, job.data.taskId)
      return { paintingId: painting.id, reused: true }
    }
    await markTaskStarted(paintings, job, workerId)
    reportTask(emitter, job, "in-progress")
    await paintings.updatePaintings({ id: painting.id, status: "in-progress", failure_reason: null })
    emitter.send(room, REALTIME_EVENTS.paintingLoad, { painting: painting.id, status: "in-progress" })

    try {
      let frameNumber = 0
      const painted = await render(painting, 1, async (frame, fraction) => {
        // A worker that lost the job stops rendering at its next frame.
        await ensureLockHeld(job)
        frameNumber++
        // A frame reaches the owner before they bought it, so it is watermarked like the preview.
        const jpeg = await rasterImage(await watermarkFrame(frame, watermarkText))
          .jpeg({ quality: 72 })
          .toBuffer()
        const file = await store(jpeg, "jpeg", "public")
        const progress = Math.round(fraction * 100)
        await paintings.updatePaintings({ id: painting.id, progress_image: { url: file.url, progress } })
        await job.updateProgress(progress)
        await markTaskProgress(paintings, job.data.taskId, progress)
        emitter.send(room, REALTIME_EVENTS.paintingProgress, { painting: painting.id, image: file.url, progress })
      })

      const final = await finishLayer("final", painted.settings, painted, { watermark: { text: watermarkText } })
      const preview = await ensureWatermarked(final.raster, painted.settings, watermarkText)
      const { image, noWatermark } = await writePreviewImages(store, painted.raster, preview)
      // The last progress frame is the watermarked preview, never the 100 % render.
      const lastFrame = { url: image.original, progress: 100 }
      await ensureLockHeld(job)
      await paintings.updatePaintings({
        id: painting.id,
        status: "complete",
        image,
        no_watermark: noWatermark,
        progress_image: lastFrame,
        history: await recordHistory(paintings, painting.id, "preview", final.history),
        failure_reason: null,
      })
      await ensureLockHeld(job)
      await markTaskComplete(paintings, job.data.taskId)
      reportTask(emitter, job, "complete")
      emitter.send(room, REALTIME_EVENTS.paintingProgress, { painting: painting.id, image: lastFrame.url, progress: 100 })
      emitter.send(room, REALTIME_EVENTS.paintingLoad, { painting: painting.id, status: "complete", image })
      return { paintingId: painting.id, frames: frameNumber }
    } catch (err) {
      // The failure of a job this worker no longer holds is not its to record either.
      await ensureLockHeld(job)
      const readable = err instanceof PaintingFailure
      const final = readable || isLastAttempt(job)
      const reason = readable ? (err as PaintingFailure).reason : GENERIC_PAINT_FAILURE
      await markTaskFailed(paintings, job, readable ? reason : (err as Error).message, final)
      reportTask(emitter, job, final ? "failed" : "queue", final ? { error: reason } : {})
      await paintings.updatePaintings({
        id: painting.id,
        status: final ? "failed" : "queue",
        failure_reason: final ? reason : null,
      })
      emitter.send(room, REALTIME_EVENTS.paintingLoad, {
        painting: painting.id,
        status: final ? "failed" : "queue",
        failureReason: final ? reason : null,
      })
      if (readable) throw new UnrecoverableError(reason)
      throw err
    }
  }
}
