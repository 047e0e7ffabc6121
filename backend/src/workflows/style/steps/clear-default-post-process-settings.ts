import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

export type ClearDefaultPostProcessSettingsInput = { styleId: string | null; keepId: string; makeDefault: boolean }

/**
 * A style has one default set of post-process settings: making one the default takes the
 * flag from the others. The compensation gives it back.
 */
export const clearDefaultPostProcessSettingsStep = createStep(
  "clear-default-post-process-settings",
  async ({ styleId, keepId, makeDefault }: ClearDefaultPostProcessSettingsInput, { container }) => {
    if (!makeDefault || !styleId) return new StepResponse(undefined, [] as string[])
    const painting = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const others = (await painting.listPostProcessSettings({ style_id: styleId, is_default: true }, { select: ["id"] })).filter(
      (s) => s.id !== keepId
    )
    if (others.length) await painting.updatePostProcessSettings(others.map((s) => ({ id: s.id, is_default: false })))
    return new StepResponse(
      undefined,
      others.map((s) => s.id)
    )
  },
  async (ids, { container }) => {
    if (ids?.length) {
      await container.resolve<PaintingModuleService>(PAINTING_MODULE).updatePostProcessSettings(ids.map((id) => ({ id, is_default: true })))
    }
  }
)
