import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { ensurePostProcessSettingsStep } from "./steps/ensure-post-process-settings"

/**
 * The settings the editor opens: a style without any gets its default ones made (what it
 * paints with today), so the editor always has some.
 */
export const openPostProcessSettingsWorkflow = createWorkflow(
  "open-post-process-settings",
  (input: { settingsRef: string; isAdmin: boolean }) => {
    const settings = ensurePostProcessSettingsStep(
      transform({ input }, ({ input }) => ({ ref: input.settingsRef, isAdmin: input.isAdmin }))
    )
    return new WorkflowResponse({ settings })
  }
)
