import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createApplyTaskStep } from "./steps/create-apply-task"
import { enqueueApplyStep } from "./steps/enqueue-apply"
import { setAppliedStateStep } from "./steps/set-applied-state"

export type ApplyPostProcessInput = {
  paintingId: string
  settingsId: string
  settings: Record<string, unknown>
  /** The admin's socket.io room, told about the task's progress. */
  room: string
}

/**
 * An admin tries post-process settings on a finished painting: a paint task (variant
 * `apply`) that paints it again with them beside its own images, its state in the
 * painting's history, and the job, queued last.
 */
export const applyPostProcessWorkflow = createWorkflow("apply-post-process", (input: ApplyPostProcessInput) => {
  const task = createApplyTaskStep(transform({ input }, ({ input }) => ({ paintingId: input.paintingId })))
  const applied = setAppliedStateStep(
    transform({ input, task }, ({ input, task }) => ({
      paintingId: input.paintingId,
      settingsId: input.settingsId,
      change: { queuedTask: task.id },
    }))
  )
  enqueueApplyStep(
    transform({ input, task }, ({ input, task }) => ({ task, room: input.room, settingsId: input.settingsId, settings: input.settings }))
  )
  return new WorkflowResponse({ task, applied })
})
