/**
 * Keeps a Task record in step with its BullMQ job: in-progress with the attempt number and
 * worker when it starts, complete or failed (with a reason a person can read) when it ends.
 * A job retried after a crash simply starts again and overwrites the earlier attempt.
 */
import type { Job } from "bullmq"
import type { TaskJobData } from "../../queues"
import { REALTIME_EVENTS, type RealtimeEmitter } from "../../realtime"
import type PaintingModuleService from "../../service"

/** Tells the owner's open tabs about a task's state (the spec's `task` message). */
export function reportTask(
  emitter: RealtimeEmitter,
  job: Job<TaskJobData>,
  status: "in-progress" | "complete" | "failed" | "queue",
  extra: Record<string, unknown> = {}
) {
  emitter.send(job.data.room, REALTIME_EVENTS.task, {
    task: job.data.taskId,
    type: job.name,
    subject: job.data.subjectId,
    status,
    ...extra,
  })
}

export async function markTaskStarted(painting: PaintingModuleService, job: Job<TaskJobData>, workerId: string) {
  await painting.updateTasks({
    id: job.data.taskId,
    status: "in-progress",
    attempts: job.attemptsMade + 1,
    started_at: new Date(),
    finished_at: null,
    worker_id: workerId,
    error: null,
    progress: 0,
  })
}

export async function markTaskProgress(painting: PaintingModuleService, taskId: string, progress: number) {
  await painting.updateTasks({ id: taskId, progress: Math.round(Math.min(100, Math.max(0, progress))) })
}

export async function markTaskComplete(painting: PaintingModuleService, taskId: string) {
  await painting.updateTasks({ id: taskId, status: "complete", finished_at: new Date(), progress: 100, error: null })
}

/** A failure that will be retried leaves the task in the queue; the last one fails it. */
export async function markTaskFailed(painting: PaintingModuleService, job: Job<TaskJobData>, reason: string, final: boolean) {
  await painting.updateTasks({
    id: job.data.taskId,
    status: final ? "failed" : "queue",
    finished_at: final ? new Date() : null,
    error: reason,
  })
}

/** True when this attempt is the job's last one. */
export const isLastAttempt = (job: Job) => job.attemptsMade + 1 >= (job.opts.attempts ?? 1)
