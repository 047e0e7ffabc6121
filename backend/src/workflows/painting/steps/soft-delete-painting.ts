import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

/** Hides a painting (soft delete: orders still print it); compensation restores it. */
export const softDeletePaintingStep = createStep(
  "soft-delete-painting",
  async (id: string, { container }) => {
    await container.resolve<PaintingModuleService>(PAINTING_MODULE).softDeletePaintings(id)
    return new StepResponse(id, id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<PaintingModuleService>(PAINTING_MODULE).restorePaintings(id)
  }
)
