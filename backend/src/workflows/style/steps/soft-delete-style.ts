import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

/**
 * Hides a style with its layers and post-process settings (the model cascades). Paintings
 * keep their style id, and the style can be restored.
 */
export const softDeleteStyleStep = createStep(
  "soft-delete-style",
  async (id: string, { container }) => {
    await container.resolve<PaintingModuleService>(PAINTING_MODULE).softDeleteStyles(id)
    return new StepResponse(undefined, id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<PaintingModuleService>(PAINTING_MODULE).restoreStyles(id)
  }
)
