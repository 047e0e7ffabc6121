import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

export type CreatePhotoRecordInput = {
  original_file_id: string
  original_name: string | null
  mime_type: string
  size_bytes: number
  width: number
  height: number
}

export const createPhotoRecordStep = createStep(
  "create-photo-record",
  async (input: CreatePhotoRecordInput, { container }) => {
    const painting = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const photo = await painting.createPhotos({ ...input, status: "uploaded" })
    return new StepResponse(photo, photo.id)
  },
  async (photoId, { container }) => {
    if (photoId) await container.resolve<PaintingModuleService>(PAINTING_MODULE).deletePhotos(photoId)
  }
)
