/**
 * The `style-picture` job (photo queue): a new paint or face-swap style's picture measured
 * once, right after the admin creates it, so its recipe (palette, colour statistics, brush
 * sizes; the template's head region) is in the layer editor before anyone paints it. A
 * painting that starts first measures it itself (ensurePictureStyle is idempotent).
 */
import type { Job } from "bullmq"
import type { TaskJobData } from "../../queues"
import type { RealtimeEmitter } from "../../realtime"
import type { ModuleRuntime } from "../module-runtime"
import { ensureLockHeld } from "./ensure-lock-held"
import { ensurePictureStyle, type StyleRecord } from "./painting-inputs"
import { isLastAttempt, markTaskComplete, markTaskFailed, markTaskStarted, reportTask } from "./task-record"

export function analyseStylePictureJob(runtime: ModuleRuntime, workerId: string, emitter: RealtimeEmitter) {
  const { painting } = runtime
  return async (job: Job<TaskJobData>) => {
    await markTaskStarted(painting, job, workerId)
    reportTask(emitter, job, "in-progress")
    try {
      const style = (await painting.retrieveStyle(job.data.subjectId)) as unknown as StyleRecord
      const { style: measured } = await ensurePictureStyle(runtime, style, () => ensureLockHeld(job))
      await ensureLockHeld(job)
      await markTaskComplete(painting, job.data.taskId)
      reportTask(emitter, job, "complete")
      return { styleId: style.id, measured: Boolean((measured.engine as { reference?: unknown } | null)?.reference) }
    } catch (err) {
      // The failure of a job this worker no longer holds is not its to record either.
      await ensureLockHeld(job)
      const final = isLastAttempt(job)
      await markTaskFailed(painting, job, (err as Error).message, final)
      reportTask(emitter, job, final ? "failed" : "queue", final ? { error: (err as Error).message } : {})
      throw err
    }
  }
}
