/**
 * The `photo` job: read the private original, write the image tiers (WebP and JPEG) as
 * private files under random names, analyse the subject, and mark the photo analysed. A photo that cannot be
 * analysed (not decodable, no pet in it) fails at once with the reason, without retries;
 * other errors (storage, database) are retried with backoff.
 */
import { UnrecoverableError, type Job } from "bullmq"
import { PhotoProcessingError, processPhoto } from "../../photo"
import type { TaskJobData } from "../../queues"
import { REALTIME_EVENTS, type RealtimeEmitter } from "../../realtime"
import type { ModuleRuntime } from "../module-runtime"
import { ensureLockHeld } from "./ensure-lock-held"
import { fileStore } from "./store-file"
import { isLastAttempt, markTaskComplete, markTaskFailed, markTaskStarted, reportTask } from "./task-record"

const TIERS = ["original", "high", "medium", "low", "thumb"] as const

export const GENERIC_PHOTO_FAILURE = "We could not analyse this photo. Please try again or upload another one."

export function analysePhotoJob(runtime: ModuleRuntime, workerId: string, emitter: RealtimeEmitter) {
  const { painting, files } = runtime
  const store = fileStore(files)
  return async (job: Job<TaskJobData>) => {
    const tell = (status: string, extra: Record<string, unknown> = {}) =>
      emitter.send(job.data.room, REALTIME_EVENTS.photo, { photo: job.data.subjectId, status, ...extra })
    const photo = await painting.retrievePhoto(job.data.subjectId)
    // Idempotent: a job that already did its work (then crashed before acking) only finishes.
    if (photo.status === "analysed") {
      await ensureLockHeld(job)
      await markTaskComplete(painting, job.data.taskId)
      return { photoId: photo.id, reused: true }
    }
    await markTaskStarted(painting, job, workerId)
    reportTask(emitter, job, "in-progress")
    await painting.updatePhotos({ id: photo.id, status: "analysing", failure_reason: null })
    tell("analysing")

    try {
      const original = await files.getAsBuffer(photo.original_file_id)
      const result = await processPhoto(original)
      const image: Record<string, unknown> = {}
      for (const tier of TIERS) {
        const t = result.tiers.tiers[tier]
        // A customer's pet photo is theirs alone: every tier private, shown to them through signed links.
        const [webp, jpeg] = await Promise.all([store(t.webp, "webp", "private"), store(t.jpeg, "jpeg", "private")])
        image[tier] = { webp: webp.url, jpeg: jpeg.url, width: t.width, height: t.height, files: [webp.id, jpeg.id] }
      }
      // What the owner's photo grid shows until a tier loads (a few pixels, sent only to the owner).
      image.placeholder = result.tiers.placeholder
      await ensureLockHeld(job)
      await painting.updatePhotos({
        id: photo.id,
        status: "analysed",
        width: result.tiers.width,
        height: result.tiers.height,
        image,
        description: result.analysis.description,
        subject: result.analysis.subject,
        // json columns take objects; lists are stored as they are.
        subjects: result.analysis.subjects as unknown as Record<string, unknown>,
        colors: { image: result.analysis.colors, subject: result.analysis.subjectColors },
        orientation: result.analysis.orientation,
        failure_reason: null,
      })
      await ensureLockHeld(job)
      await markTaskComplete(painting, job.data.taskId)
      reportTask(emitter, job, "complete")
      tell("analysed", { description: result.analysis.description })
      // The shopper's pet in every style next (issue 25); the photo is analysed whatever becomes of that.
      await painting
        .enqueueStyleSamples(photo.id, job.data.room)
        .catch((err: Error) => console.error(`[worker] style samples of ${photo.id} not queued: ${err.message}`))
      return { photoId: photo.id }
    } catch (err) {
      // The failure of a job this worker no longer holds is not its to record either.
      await ensureLockHeld(job)
      const readable = err instanceof PhotoProcessingError
      const final = readable || isLastAttempt(job)
      const reason = readable ? (err as PhotoProcessingError).reason : GENERIC_PHOTO_FAILURE
      await markTaskFailed(painting, job, readable ? reason : (err as Error).message, final)
      reportTask(emitter, job, final ? "failed" : "queue", final ? { error: reason } : {})
      if (final) {
        await painting.updatePhotos({ id: photo.id, status: "failed", failure_reason: reason })
        tell("failed", { failureReason: reason })
      }
      if (readable) throw new UnrecoverableError(reason)
      throw err
    }
  }
}
