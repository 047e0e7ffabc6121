import type { JobsOptions, Queue } from "bullmq"
import type { QueueName } from "./queue-names"

/**
 * What every queued job carries: its task record, the photo or painting it works on, and
 * the socket.io room of the account to tell about progress.
 */
export type TaskJobData = {
  taskId: string
  subjectId: string
  room?: string
  /**
   * For paint jobs: the watermarked preview (default), the 2x clean image (paint_hq), the print
   * file, or an admin's `apply` of post-process settings (a result beside the painting's own images).
   * For photo-queue jobs: "style-picture" measures a new paint or face-swap style's picture.
   * "style-samples" (paint queue, no task record) paints an analysed photo small in every public style (issue 25).
   */
  variant?: "preview" | "hq" | "production" | "apply" | "style-picture" | "style-samples"
  /** For production jobs: the print size (the largest product of the painting's aspect, >= 150 DPI). */
  print?: PrintTargetData
  /** For apply jobs: the settings record and the settings as they were when applied. */
  postProcess?: { settingsId: string; settings: Record<string, unknown> }
}

/** The print file's size in pixels, its DPI and the product it is for (JSON in the job). */
export type PrintTargetData = {
  width: number
  height: number
  dpi: number
  product: { handle: string; width: number; height: number } | null
}

/**
 * Retries with exponential backoff (2 s, 4 s, ...). The task id is the job id, so queueing
 * the same task twice is one job. Finished jobs are kept a while for the admin's task view.
 */
export function jobOptionsFor(type: QueueName, taskId: string, variant?: TaskJobData["variant"]): JobsOptions {
  return {
    jobId: taskId,
    attempts: 3,
    backoff: { type: "exponential", delay: 2_000 },
    removeOnComplete: { age: 24 * 3600, count: 5_000 },
    removeOnFail: { age: 7 * 24 * 3600 },
    // Print files have a queue of their own (route-task.ts); one an older version put on `paint`
    // still waits behind the previews there: a shopper watches a preview being made.
    priority: type === "photo" ? 1 : type === "production" || variant === "production" ? 3 : 2,
  }
}

/**
 * A painting's print-file task has one id, so queueing it again (a redelivered order event,
 * a second order, paint_hq after an order) finds the same task and the same job.
 */
export const productionTaskId = (paintingId: string) => `task_production_${paintingId}`
export const isProductionTaskId = (taskId: string) => taskId.startsWith("task_production_")

/**
 * Measuring a paint or face-swap style's picture runs on the photo queue (image analysis); its
 * task's subject is the style, and its id says so, so a retry measures the style again.
 */
export const stylePictureTaskId = (styleId: string) => `task_style_${styleId}`
export const isStylePictureTaskId = (taskId: string) => taskId.startsWith("task_style_")

/**
 * The style sampler's jobs (issue 25) wait behind every preview on the paint queue (a larger
 * number is a lower priority in BullMQ) and have no task record: they are not the shopper's work.
 */
export const STYLE_SAMPLES_PRIORITY = 10

/** One sampler job per photo at a time; a sampler that yielded continues under a new id. */
export const styleSamplesJobId = (photoId: string, part = 0) => (part ? `samples_${photoId}_${part}` : `samples_${photoId}`)

export function styleSamplesJobOptions(photoId: string, part = 0): JobsOptions {
  return {
    jobId: styleSamplesJobId(photoId, part),
    attempts: 2,
    backoff: { type: "fixed", delay: 1_000 },
    priority: STYLE_SAMPLES_PRIORITY,
    // Nothing to show an admin: gone once done, so the photo can be sampled again later.
    removeOnComplete: true,
    removeOnFail: { age: 24 * 3600 },
  }
}

/** Whether a job more urgent than the style sampler waits on its queue (a shopper's preview): the sampler steps aside. */
export async function workWaitsBeforeStyleSamples(queue: Pick<Queue, "getWaitingCount" | "getPrioritized">): Promise<boolean> {
  if ((await queue.getWaitingCount()) > 0) return true
  const [first] = await queue.getPrioritized(0, 0)
  return Boolean(first && (first.opts.priority ?? 0) < STYLE_SAMPLES_PRIORITY)
}
