import type { Task } from "@petshop/contract"
import type { PaintingModuleService } from "@petshop/painting-module"
import { ApiError } from "./api-error"

/** A painting-module Task record (one BullMQ job: photo analysis or painting). */
export type TaskRecord = {
  id: string
  type: "photo" | "paint"
  status: "queue" | "in-progress" | "complete" | "failed"
  subject_id: string
  attempts: number
  max_attempts: number
  queued_at: Date | string
  started_at: Date | string | null
  finished_at: Date | string | null
  error: string | null
  worker_id: string | null
  progress: number
  created_at: Date | string
  updated_at: Date | string
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null)

/** The spec's Task (section 3: id, type, status) with what the admin's task views show. */
export function presentTask(t: TaskRecord): Task {
  const started = t.started_at ? new Date(t.started_at).getTime() : null
  const finished = t.finished_at ? new Date(t.finished_at).getTime() : null
  return {
    id: t.id,
    type: t.type,
    status: t.status,
    subjectId: t.subject_id,
    attempts: t.attempts,
    maxAttempts: t.max_attempts,
    progress: t.progress,
    error: t.error,
    workerId: t.worker_id,
    queuedAt: iso(t.queued_at),
    startedAt: iso(t.started_at),
    finishedAt: iso(t.finished_at),
    durationMs: started !== null && finished !== null ? Math.max(0, finished - started) : null,
    dateCreated: iso(t.created_at),
    lastUpdated: iso(t.updated_at),
  }
}

export async function findTask(painting: PaintingModuleService, id: string): Promise<TaskRecord> {
  const [task] = await painting.listTasks({ id }, { take: 1 })
  if (!task) throw ApiError.notFound("Task not found.")
  return task as unknown as TaskRecord
}
