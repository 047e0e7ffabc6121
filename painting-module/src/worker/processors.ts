import type { Processor } from "bullmq"
import type { QueueName } from "../queues"
import type { RealtimeEmitter } from "../realtime"
import { analysePhotoJob } from "./jobs/analyse-photo"
import { analyseStylePictureJob } from "./jobs/analyse-style-picture"
import { applyPostProcessJob } from "./jobs/apply-post-process"
import { paintPaintingJob } from "./jobs/paint-painting"
import type { ModuleRuntime } from "./module-runtime"

export type ProcessorDeps = {
  runtime: ModuleRuntime
  workerId: string
  emitter: RealtimeEmitter
  renderThreads?: number
  watermarkText?: string
}

/** The job handler of each queue, given the modules and the live-event emitter of the worker. */
export function createProcessors(deps: ProcessorDeps): Record<QueueName, Processor> {
  const paintDeps = {
    runtime: deps.runtime,
    workerId: deps.workerId,
    emitter: deps.emitter,
    renderThreads: deps.renderThreads ?? 2,
    watermarkText: deps.watermarkText ?? "Custom Pet Portraits",
  }
  const paint = paintPaintingJob(paintDeps)
  const apply = applyPostProcessJob(paintDeps)
  const photo = analysePhotoJob(deps.runtime, deps.workerId, deps.emitter)
  const stylePicture = analyseStylePictureJob(deps.runtime, deps.workerId, deps.emitter)
  return {
    // A new paint or face-swap style's picture is measured on the photo queue (image analysis).
    photo: (job) => (job.data?.variant === "style-picture" ? stylePicture(job) : photo(job)),
    // An admin's apply of post-process settings runs on the paint queue beside previews.
    paint: (job) => (job.data?.variant === "apply" ? apply(job) : paint(job)),
  }
}
