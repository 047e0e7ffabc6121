/**
 * Entry of an engine worker thread: runs kernel tasks posted by pool.ts and answers
 * { id, ok, result | error }. Planned strokes come back as a transferred buffer.
 */
import { parentPort } from "node:worker_threads"
import { runTask, type Task } from "./kernels"
import { isFilterTask, runFilterTask, type FilterTask } from "./filters/tasks"

type Request = { id: number; tasks: (Task | FilterTask)[] }

if (parentPort) {
  const port = parentPort
  port.on("message", (msg: Request) => {
    try {
      const results: (Float32Array | undefined)[] = []
      for (const task of msg.tasks) {
        if (isFilterTask(task)) {
          runFilterTask(task)
          results.push(undefined)
        } else results.push(runTask(task))
      }
      const transfer = results.filter((r): r is Float32Array => r !== undefined).map((r) => r.buffer as ArrayBuffer)
      port.postMessage({ id: msg.id, ok: true, results }, transfer)
    } catch (err) {
      port.postMessage({ id: msg.id, ok: false, error: err instanceof Error ? (err.stack ?? err.message) : String(err) })
    }
  })
}
