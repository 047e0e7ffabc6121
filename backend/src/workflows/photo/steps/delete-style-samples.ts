import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { PAINTING_MODULE, styleSamplesOf, type PaintingModuleService } from "@petshop/painting-module"

/**
 * Deletes the style sampler's pictures of a photo (issue 25) and forgets them. Files cannot be
 * restored: if the photo's deletion fails after this, compensation paints them again.
 */
export const deleteStyleSamplesStep = createStep(
  "delete-style-samples",
  async (id: string, { container }) => {
    const painting = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const photo = await painting.retrievePhoto(id, { select: ["id", "style_samples"] })
    const fileIds = Object.values(styleSamplesOf(photo.style_samples).samples).flatMap((s) =>
      typeof s?.file_id === "string" ? [s.file_id] : []
    )
    if (photo.style_samples) await painting.updatePhotos({ id, style_samples: null })
    if (fileIds.length) await container.resolve(Modules.FILE).deleteFiles(fileIds)
    return new StepResponse(fileIds.length, fileIds.length ? id : undefined)
  },
  async (id, { container }) => {
    if (id) await container.resolve<PaintingModuleService>(PAINTING_MODULE).enqueueStyleSamples(id)
  }
)
