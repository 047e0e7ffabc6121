import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updatePostProcessSettingsWorkflow } from "../style/update-post-process-settings"
import { ensurePostProcessSettingsStep } from "./steps/ensure-post-process-settings"

export type SavePostProcessSettingsInput = {
  /** A post_process_settings id, or a style id or slug (its default settings). */
  settingsRef: string
  isAdmin: boolean
  isDefault?: boolean
  settings?: Record<string, unknown>
}

/**
 * PATCH /api/post_process/{id} as one workflow: the settings (made for a style that has none),
 * then a new version of them, the previous one to the history. A failure removes settings made here.
 */
export const savePostProcessSettingsWorkflow = createWorkflow("save-post-process-settings", (input: SavePostProcessSettingsInput) => {
  const current = ensurePostProcessSettingsStep(transform({ input }, ({ input }) => ({ ref: input.settingsRef, isAdmin: input.isAdmin })))
  const saved = updatePostProcessSettingsWorkflow.runAsStep({
    input: transform({ input, current }, ({ input, current }) => ({
      id: current.id,
      style_id: current.style_id ?? null,
      ...(input.isDefault !== undefined ? { is_default: input.isDefault } : {}),
      ...(input.settings ? { settings: input.settings } : {}),
    })),
  })
  return new WorkflowResponse(saved)
})
