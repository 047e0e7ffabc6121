/** The banded filter kernels the worker threads can run (see parallel.ts, ../worker.ts). */
import { kuwaharaBand, type KuwaharaTask } from "./kuwahara"

export type FilterTask = KuwaharaTask

export function isFilterTask(task: { kind: string }): task is FilterTask {
  return task.kind === "kuwahara"
}

export function runFilterTask(task: FilterTask): void {
  switch (task.kind) {
    case "kuwahara":
      kuwaharaBand(task)
      return
  }
}
