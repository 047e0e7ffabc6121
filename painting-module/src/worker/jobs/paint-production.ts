/**
 * The `production` variant of the paint job: the print file. The painting's layers run again
 * from the photo at the print size (the largest product of the painting's aspect at >= 150
 * DPI, e.g. 3600x5400 for 24x36 in), so brush strokes are painted at that scale rather than
 * the preview being enlarged; then the production layer. The file is a JPEG (quality 95, its
 * DPI in the metadata) kept in the File Module's private storage: print files are never
 * public. Recorded in painting.production_image. Idempotent: a painting that has its print
 * file only finishes the task.
 */
import { UnrecoverableError, type Job } from "bullmq"
import sharp from "sharp"
import { PaintingFailure } from "../../providers"
import type { PrintTargetData, TaskJobData } from "../../queues"
import { REALTIME_EVENTS, type RealtimeEmitter } from "../../realtime"
import { finishLayer } from "../../render/paint-pipeline"
import { printTargetFor } from "../../render/print-size"
import type { ModuleRuntime } from "../module-runtime"
import { paintPaintingLayers, rasterImage, recordHistory } from "./painting-inputs"
import { ensureLockHeld } from "./ensure-lock-held"
import { fileStore } from "./store-file"
import { isLastAttempt, markTaskComplete, markTaskFailed, markTaskProgress, markTaskStarted, reportTask } from "./task-record"

export type ProductionJobDeps = { runtime: ModuleRuntime; workerId: string; emitter: RealtimeEmitter; renderThreads: number }

export type ProductionImage = {
  fileId: string
  url: string
  width: number
  height: number
  dpi: number
  product: PrintTargetData["product"]
  format: "jpeg"
  bytes: number
  createdAt: string
}

export const PRODUCTION_JPEG_QUALITY = 95

/** True when the painting has its print file. */
export const hasProductionImage = (value: unknown) => Boolean(value && typeof value === "object" && (value as { fileId?: unknown }).fileId)

export function paintProductionJob({ runtime, workerId, emitter, renderThreads }: ProductionJobDeps) {
  const { painting: paintings, files } = runtime
  return async (job: Job<TaskJobData>) => {
    const painting = await paintings.retrievePainting(job.data.subjectId)
    if (hasProductionImage(painting.production_image)) {
      await ensureLockHeld(job)
      await markTaskComplete(paintings, job.data.taskId)
      return { paintingId: painting.id, reused: true }
    }
    await markTaskStarted(paintings, job, workerId)
    reportTask(emitter, job, "in-progress", { production: true })
    try {
      // The backend sends the size of the largest product of the painting's aspect; without it
      // (an old job), the standard 36 in long side at 150 DPI.
      const target = job.data.print ?? printTargetFor(painting, [])
      const started = performance.now()
      const painted = await paintPaintingLayers(runtime, painting, {
        size: { width: target.width, height: target.height },
        scale: target.width / painting.width,
        threads: renderThreads,
        onProgress: async (_frame, fraction) => {
          // A worker that lost the job stops rendering at its next frame.
          await ensureLockHeld(job)
          await job.updateProgress(Math.round(fraction * 95))
          await markTaskProgress(paintings, job.data.taskId, fraction * 95)
        },
      })
      const { raster, history } = await finishLayer("production", painted.settings, painted)
      const jpeg = await rasterImage(raster)
        .withMetadata({ density: target.dpi })
        .jpeg({ quality: PRODUCTION_JPEG_QUALITY, chromaSubsampling: "4:4:4" })
        .toBuffer()
      const file = await fileStore(files)(jpeg, "jpeg", "private")
      const productionImage: ProductionImage = {
        fileId: file.id,
        url: file.url,
        width: raster.width,
        height: raster.height,
        dpi: target.dpi,
        product: target.product,
        format: "jpeg",
        bytes: jpeg.length,
        createdAt: new Date().toISOString(),
      }
      const meta = await sharp(jpeg).metadata()
      if (meta.width !== target.width || meta.height !== target.height)
        throw new Error(`The print file is ${meta.width}x${meta.height}, not ${target.width}x${target.height}`)
      await ensureLockHeld(job)
      await paintings.updatePaintings({
        id: painting.id,
        production_image: productionImage as unknown as Record<string, unknown>,
        history: await recordHistory(paintings, painting.id, "production", history),
      })
      await ensureLockHeld(job)
      await markTaskComplete(paintings, job.data.taskId)
      reportTask(emitter, job, "complete", { production: true })
      emitter.send(job.data.room, REALTIME_EVENTS.paintingLoad, { painting: painting.id, status: painting.status, production: true })
      return {
        paintingId: painting.id,
        production: { width: raster.width, height: raster.height, dpi: target.dpi, ms: Math.round(performance.now() - started) },
      }
    } catch (err) {
      // The failure of a job this worker no longer holds is not its to record either.
      await ensureLockHeld(job)
      const readable = err instanceof PaintingFailure
      const final = readable || isLastAttempt(job)
      await markTaskFailed(paintings, job, readable ? (err as PaintingFailure).reason : (err as Error).message, final)
      if (final) reportTask(emitter, job, "failed", { production: true })
      if (readable) throw new UnrecoverableError((err as PaintingFailure).reason)
      throw err
    }
  }
}
