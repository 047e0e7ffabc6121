import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { applyPostProcessWorkflow } from "./apply-post-process"
import { checkApplyTargetStep } from "./steps/check-apply-target"
import { ensurePostProcessSettingsStep } from "./steps/ensure-post-process-settings"

export type StartPostProcessApplyInput = {
  /** A post_process_settings id, or a style id or slug (its default settings). */
  settingsRef: string
  paintingId: string
  isAdmin: boolean
  /** The admin's socket.io room, told about the task's progress. */
  room: string
}

/**
 * POST /api/post_process/{id}/apply as one workflow: the settings (made for a style that has
 * none), the rules on the painting (finished, of their style), then the apply itself. A
 * failure removes settings made here.
 */
export const startPostProcessApplyWorkflow = createWorkflow("start-post-process-apply", (input: StartPostProcessApplyInput) => {
  const settings = ensurePostProcessSettingsStep(transform({ input }, ({ input }) => ({ ref: input.settingsRef, isAdmin: input.isAdmin })))
  const painting = checkApplyTargetStep(
    transform({ input, settings }, ({ input, settings }) => ({ paintingId: input.paintingId, styleId: settings.style_id }))
  )
  const applied = applyPostProcessWorkflow.runAsStep({
    input: transform({ input, settings, painting }, ({ input, settings, painting }) => ({
      paintingId: painting.id,
      settingsId: settings.id,
      settings: settings.settings,
      room: input.room,
    })),
  })
  return new WorkflowResponse(
    transform({ settings, painting, applied }, ({ settings, painting, applied }) => ({
      settings,
      painting,
      task: applied.task,
      applied: applied.applied,
    }))
  )
})
