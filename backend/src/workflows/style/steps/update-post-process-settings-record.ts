import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

export type UpdatePostProcessSettingsRecordInput = {
  id: string
  is_default?: boolean
  settings?: Record<string, unknown>
}

export type PostProcessHistoryEntry = { date: string; isDefault: boolean; settings: unknown }

// Autosaving editors patch often; the oldest versions beyond this are dropped.
export const MAX_POST_PROCESS_HISTORY = 100

/** Every change first appends the previous version, with its time, to the history. */
export const updatePostProcessSettingsRecordStep = createStep(
  "update-post-process-settings-record",
  async (input: UpdatePostProcessSettingsRecordInput, { container }) => {
    const painting = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const before = await painting.retrievePostProcessSettings(input.id)
    const history = Array.isArray(before.history) ? (before.history as PostProcessHistoryEntry[]) : []
    const entry: PostProcessHistoryEntry = { date: new Date().toISOString(), isDefault: before.is_default, settings: before.settings }
    const updated = await painting.updatePostProcessSettings({
      ...input,
      history: [...history, entry].slice(-MAX_POST_PROCESS_HISTORY) as unknown as Record<string, unknown>,
    })
    return new StepResponse(updated, {
      id: before.id,
      is_default: before.is_default,
      settings: before.settings as Record<string, unknown>,
      history: (before.history ?? null) as Record<string, unknown> | null,
    })
  },
  async (previous, { container }) => {
    if (previous) await container.resolve<PaintingModuleService>(PAINTING_MODULE).updatePostProcessSettings(previous)
  }
)
