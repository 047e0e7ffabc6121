import type { Processor } from "bullmq"
import { runInEngineLane } from "../engine/pool"
import type { QueueName } from "../queues"
import type { RealtimeEmitter } from "../realtime"
import { analysePhotoJob } from "./jobs/analyse-photo"
import { analyseStylePictureJob } from "./jobs/analyse-style-picture"
import { applyPostProcessJob } from "./jobs/apply-post-process"
import { paintPaintingJob } from "./jobs/paint-painting"
import { paintProductionJob } from "./jobs/paint-production"
import { sampleStylesJob } from "./jobs/sample-styles"
import type { ModuleRuntime } from "./module-runtime"

export type ProcessorDeps = {
  runtime: ModuleRuntime
  workerId: string
  emitter: RealtimeEmitter
  renderThreads?: number
  /** Engine threads of a print render; at least 2, so it never paints on the event loop previews need. */
  productionThreads?: number
  watermarkText?: string
}

/** The job handler of each queue, given the modules and the live-event emitter of the worker. */
export function createProcessors(deps: ProcessorDeps): Record<QueueName, Processor> {
  const renderThreads = deps.renderThreads ?? 2
  const paintDeps = {
    runtime: deps.runtime,
    workerId: deps.workerId,
    emitter: deps.emitter,
    renderThreads,
    watermarkText: deps.watermarkText ?? "Custom Pet Portraits",
  }
  const paint = paintPaintingJob(paintDeps)
  const apply = applyPostProcessJob(paintDeps)
  const samples = sampleStylesJob(paintDeps)
  const photo = analysePhotoJob(deps.runtime, deps.workerId, deps.emitter)
  const stylePicture = analyseStylePictureJob(deps.runtime, deps.workerId, deps.emitter)
  const productionThreads = Math.max(2, deps.productionThreads ?? renderThreads)
  const printFile = paintProductionJob({ ...paintDeps, renderThreads: productionThreads })
  // A print render runs on engine threads of its own with a lower CPU priority (engine/pool.ts):
  // a preview beside it neither queues behind its bands nor shares the cores evenly with it.
  const production: Processor = (job) => runInEngineLane("background", () => printFile(job))
  return {
    // A new paint or face-swap style's picture is measured on the photo queue (image analysis).
    photo: (job) => (job.data?.variant === "style-picture" ? stylePicture(job) : photo(job)),
    // An admin's apply of post-process settings runs on the paint queue beside previews; a print
    // file an older version queued on `paint` is still made, as on the production queue.
    // The style sampler (issue 25) waits behind the previews there, at a lower priority.
    paint: (job) => {
      const variant = job.data?.variant
      if (variant === "style-samples") return samples(job)
      return variant === "apply" ? apply(job) : variant === "production" ? production(job) : paint(job)
    },
    production,
  }
}
