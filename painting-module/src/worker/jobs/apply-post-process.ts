/**
 * The `apply` variant of the paint job: an admin tries post-process settings on a finished
 * painting. Its layers run again from the photo (same seed and size) with the job's settings
 * instead of the style's default, then `final`; the watermarked and clean images go to the
 * file store and into the painting's history (`postProcess[<settings id>]`, see
 * queues/applied-post-process.ts), never into its image fields. Every frame is stored and
 * reported on the task, so the admin's preview shows it painting.
 */
import { UnrecoverableError, type Job } from "bullmq"
import type { LayerSettings } from "../../engine/layers/contract"
import { PaintingFailure } from "../../providers"
import { appliedStateOf, withAppliedState, type AppliedPostProcess, type TaskJobData } from "../../queues"
import { finishLayer } from "../../render/paint-pipeline"
import type PaintingModuleService from "../../service"
import type { PaintJobDeps } from "./paint-painting"
import { paintPaintingLayers, rasterImage } from "./painting-inputs"
import { writePreviewImages } from "./preview-images"
import { ensureLockHeld } from "./ensure-lock-held"
import { fileStore } from "./store-file"
import { ensureWatermarked, watermarkFrame } from "./watermarked"
import { isLastAttempt, markTaskComplete, markTaskFailed, markTaskProgress, markTaskStarted, reportTask } from "./task-record"

/** The same dependencies as the paint job it sits beside. */
export type ApplyJobDeps = PaintJobDeps

/**
 * Changes this task's apply state; false when a newer apply of the same settings took over
 * (its state names another task), so a late finisher never overwrites the newer result.
 */
async function updateState(
  paintings: PaintingModuleService,
  paintingId: string,
  settingsId: string,
  taskId: string,
  change: (state: AppliedPostProcess) => AppliedPostProcess
): Promise<boolean> {
  const current = await paintings.retrievePainting(paintingId, { select: ["id", "history"] })
  const state = appliedStateOf(current.history, settingsId)
  if (!state || state.taskId !== taskId) return false
  await paintings.updatePaintings({ id: paintingId, history: withAppliedState(current.history, settingsId, change(state)) })
  return true
}

export function applyPostProcessJob({ runtime, workerId, emitter, renderThreads, watermarkText }: ApplyJobDeps) {
  const { painting: paintings, files } = runtime
  const store = fileStore(files)

  return async (job: Job<TaskJobData>) => {
    const { taskId } = job.data
    const postProcess = job.data.postProcess
    if (!postProcess) throw new UnrecoverableError("An apply job names no post-process settings.")
    const { settingsId } = postProcess
    const painting = await paintings.retrievePainting(job.data.subjectId)
    const extra = { postProcess: settingsId, painting: painting.id }
    const update = (change: (s: AppliedPostProcess) => AppliedPostProcess) =>
      updateState(paintings, painting.id, settingsId, taskId, change)

    await markTaskStarted(paintings, job, workerId)
    reportTask(emitter, job, "in-progress", extra)
    await update((s) => ({ ...s, status: "in-progress", progress: 0, progressImage: null, error: null }))
    try {
      let frameNumber = 0
      const painted = await paintPaintingLayers(runtime, painting, {
        size: { width: painting.width, height: painting.height },
        scale: 1,
        threads: renderThreads,
        settings: postProcess.settings as LayerSettings,
        onProgress: async (frame, fraction) => {
          // A worker that lost the job stops rendering at its next frame.
          await ensureLockHeld(job)
          frameNumber++
          // Public like every progress frame, so watermarked like them.
          const jpeg = await rasterImage(await watermarkFrame(frame, watermarkText))
            .jpeg({ quality: 72 })
            .toBuffer()
          const file = await store(jpeg, "jpeg", "public")
          const progress = Math.round(fraction * 100)
          await job.updateProgress(progress)
          await markTaskProgress(paintings, taskId, progress)
          await update((s) => ({ ...s, progress, progressImage: file.url }))
          reportTask(emitter, job, "in-progress", { ...extra, progress, image: file.url })
        },
      })
      const final = await finishLayer("final", painted.settings, painted, { watermark: { text: watermarkText } })
      const preview = await ensureWatermarked(final.raster, painted.settings, watermarkText)
      const images = await writePreviewImages(store, painted.raster, preview)
      const now = new Date().toISOString()
      await ensureLockHeld(job)
      // The task record first: whoever sees the apply state complete finds its task complete too.
      await markTaskComplete(paintings, taskId)
      const applied = await update((s) => ({
        ...s,
        status: "complete",
        progress: 100,
        progressImage: images.image.original,
        error: null,
        finishedAt: now,
        usedAs: [],
        result: {
          ...images,
          taskId,
          appliedAt: now,
        },
      }))
      reportTask(emitter, job, "complete", { ...extra, image: images.image.original })
      return { paintingId: painting.id, settingsId, frames: frameNumber, superseded: !applied }
    } catch (err) {
      // The failure of a job this worker no longer holds is not its to record either.
      await ensureLockHeld(job)
      const readable = err instanceof PaintingFailure
      const final = readable || isLastAttempt(job)
      const reason = readable ? (err as PaintingFailure).reason : (err as Error).message
      await markTaskFailed(paintings, job, reason, final)
      reportTask(emitter, job, final ? "failed" : "queue", final ? { ...extra, error: reason } : extra)
      await update((s) => ({
        ...s,
        status: final ? "failed" : "queue",
        error: final ? reason : null,
        finishedAt: final ? new Date().toISOString() : null,
      }))
      if (readable) throw new UnrecoverableError(reason)
      throw err
    }
  }
}
