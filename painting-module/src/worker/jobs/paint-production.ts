/**
 * The `production` variant of the paint job: the print file, at the size of the largest
 * product of the painting's aspect at >= PRINT_DPI (e.g. 3600x5400 for 24x36 in at 150 DPI).
 * The painting's layers run again from the photo at twice the painting's size (a composition
 * with its own strokes, not the preview enlarged), then the production layer; then the
 * picture is enlarged to the print's size and finished at print scale in strips over the
 * engine's threads (bristle grooves along its strokes, canvas or paper, crisp edges:
 * engine/print), which keeps the render to seconds and bounded memory at any DPI. The file is
 * a JPEG (quality 95, its DPI in the metadata) kept in the File Module's private storage:
 * print files are never public. Recorded in painting.production_image. Idempotent: a painting
 * that has its print file only finishes the task.
 */
import { UnrecoverableError, type Job } from "bullmq"
import sharp from "sharp"
import { PaintingFailure } from "../../providers"
import type { PrintTargetData, TaskJobData } from "../../queues"
import { REALTIME_EVENTS, type RealtimeEmitter } from "../../realtime"
import { finishLayer } from "../../render/paint-pipeline"
import { MIN_PRINT_DPI, printBaseSize, printTargetFor } from "../../render/print-size"
import { finishPrint, printFinishFor } from "../../engine/print"
import { encodePrintFile } from "../../render/encode-print-file"
import type { ModuleRuntime } from "../module-runtime"
import { paintPaintingLayers, recordHistory } from "./painting-inputs"
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
      const progress = async (percent: number) => {
        // A worker that lost the job stops rendering at its next step.
        await ensureLockHeld(job)
        await job.updateProgress(Math.round(percent))
        await markTaskProgress(paintings, job.data.taskId, percent)
      }
      const base = printBaseSize(painting, target)
      const painted = await paintPaintingLayers(runtime, painting, {
        size: { width: base.width, height: base.height },
        scale: base.scale,
        threads: renderThreads,
        onProgress: (_frame, fraction) => progress(fraction * 60),
      })
      const composed = await finishLayer("production", painted.settings, painted)
      const finish = printFinishFor(painted.settings)
      const finishStarted = performance.now()
      const print = await finishPrint(composed.raster, target, finish, {
        seed: painting.seed,
        threads: renderThreads,
        unit: target.dpi / MIN_PRINT_DPI,
        onProgress: (fraction) => progress(60 + fraction * 35),
      })
      const history = [
        ...composed.history,
        {
          layer: "production" as const,
          fn: "finishPrint",
          params: { ...finish, dpi: target.dpi },
          ms: Math.round(performance.now() - finishStarted),
          width: print.width,
          height: print.height,
        },
      ]
      const jpeg = await encodePrintFile(print, target.dpi)
      const file = await fileStore(files)(jpeg, "jpeg", "private")
      const productionImage: ProductionImage = {
        fileId: file.id,
        url: file.url,
        width: print.width,
        height: print.height,
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
        production: { width: print.width, height: print.height, dpi: target.dpi, ms: Math.round(performance.now() - started) },
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
