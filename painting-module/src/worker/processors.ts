import type { Processor } from "bullmq"
import type { QueueName } from "../queues"
import type { RealtimeEmitter } from "../realtime"
import { analysePhotoJob } from "./jobs/analyse-photo"
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
  return {
    photo: analysePhotoJob(deps.runtime, deps.workerId, deps.emitter),
    paint: paintPaintingJob({
      runtime: deps.runtime,
      workerId: deps.workerId,
      emitter: deps.emitter,
      renderThreads: deps.renderThreads ?? 2,
      watermarkText: deps.watermarkText ?? "Custom Pet Portraits",
    }),
  }
}
