import { z } from "zod"

/** One job of the painting workers: a photo's analysis or a painting. Times are ISO strings. */
export const TaskSchema = z.object({
  id: z.string(),
  type: z.enum(["photo", "paint"]),
  status: z.enum(["queue", "in-progress", "complete", "failed"]),
  subjectId: z.string(),
  attempts: z.number(),
  maxAttempts: z.number(),
  progress: z.number(),
  error: z.string().nullable(),
  workerId: z.string().nullable(),
  queuedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().nullable(),
  dateCreated: z.string().nullable(),
  lastUpdated: z.string().nullable(),
})
export type Task = z.infer<typeof TaskSchema>
