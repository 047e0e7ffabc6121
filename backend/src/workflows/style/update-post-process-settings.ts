import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { clearDefaultPostProcessSettingsStep } from "./steps/clear-default-post-process-settings"
import { updatePostProcessSettingsRecordStep, type UpdatePostProcessSettingsRecordInput } from "./steps/update-post-process-settings-record"

export type UpdatePostProcessSettingsWorkflowInput = UpdatePostProcessSettingsRecordInput & { style_id: string | null }

/**
 * Saves a version of a style's post-process settings (the previous one goes to the
 * history). Made the default, it takes the flag from the style's other settings.
 */
export const updatePostProcessSettingsWorkflow = createWorkflow(
  "update-post-process-settings",
  (input: UpdatePostProcessSettingsWorkflowInput) => {
    clearDefaultPostProcessSettingsStep(
      transform({ input }, ({ input }) => ({ styleId: input.style_id, keepId: input.id, makeDefault: input.is_default === true }))
    )
    const settings = updatePostProcessSettingsRecordStep(
      transform({ input }, ({ input }) => {
        const { style_id: _styleId, ...update } = input
        return update
      })
    )
    return new WorkflowResponse({ settings })
  }
)
