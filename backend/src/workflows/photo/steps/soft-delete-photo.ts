import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

/** Hides a photo (paintings made from it keep their images); compensation restores it. */
export const softDeletePhotoStep = createStep(
  "soft-delete-photo",
  async (id: string, { container }) => {
    await container.resolve<PaintingModuleService>(PAINTING_MODULE).softDeletePhotos(id)
    return new StepResponse(id, id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<PaintingModuleService>(PAINTING_MODULE).restorePhotos(id)
  }
)
