import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

export const softDeleteStyleLayerStep = createStep(
  "soft-delete-style-layer",
  async (id: string, { container }) => {
    await container.resolve<PaintingModuleService>(PAINTING_MODULE).softDeleteStyleLayers(id)
    return new StepResponse(undefined, id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<PaintingModuleService>(PAINTING_MODULE).restoreStyleLayers(id)
  }
)
