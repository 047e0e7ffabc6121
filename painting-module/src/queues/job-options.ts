import type { JobsOptions } from "bullmq"
import type { QueueName } from "./index"

/**
 * What every queued job carries: its task record, the photo or painting it works on, and
 * the socket.io room of the account to tell about progress.
 */
export type TaskJobData = {
  taskId: string
  subjectId: string
  room?: string
  /** For paint jobs: the watermarked preview (default) or the 2x clean image (paint_hq). */
  variant?: "preview" | "hq"
}

/**
 * Retries with exponential backoff (2 s, 4 s, ...). The task id is the job id, so queueing
 * the same task twice is one job. Finished jobs are kept a while for the admin's task view.
 */
export function jobOptionsFor(type: QueueName, taskId: string): JobsOptions {
  return {
    jobId: taskId,
    attempts: 3,
    backoff: { type: "exponential", delay: 2_000 },
    removeOnComplete: { age: 24 * 3600, count: 5_000 },
    removeOnFail: { age: 7 * 24 * 3600 },
    priority: type === "photo" ? 1 : 2,
  }
}
