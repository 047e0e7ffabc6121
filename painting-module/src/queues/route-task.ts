import { isProductionTaskId, type TaskJobData } from "./job-options"
import type { QueueName, TaskType } from "./queue-names"

/** The queue a task's job goes to: a print file to `production`, everything else to its type's queue. */
export function queueForTask(type: TaskType | QueueName, variant?: TaskJobData["variant"]): QueueName {
  return type === "paint" && variant === "production" ? "production" : type
}

/**
 * The queues that may hold a task's job, to find, retry or cancel it: a print-file task's job is
 * on `production`, or on `paint` when an older version queued it there.
 */
export function queuesOfTask(task: { id: string; type: TaskType | QueueName }): QueueName[] {
  if (task.type === "production" || (task.type === "paint" && isProductionTaskId(task.id))) return ["production", "paint"]
  return [task.type]
}
