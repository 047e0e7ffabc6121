import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type StorePhotoOriginalInput = { filename: string; mimeType: string; contentBase64: string }

/** Keeps the uploaded original privately in the File Module; removed again if the upload fails later. */
export const storePhotoOriginalStep = createStep(
  "store-photo-original",
  async (input: StorePhotoOriginalInput, { container }) => {
    const files = container.resolve(Modules.FILE)
    const file = await files.createFiles({
      filename: input.filename,
      mimeType: input.mimeType,
      content: input.contentBase64,
      access: "private",
    })
    return new StepResponse({ id: file.id }, file.id)
  },
  async (fileId, { container }) => {
    if (fileId) await container.resolve(Modules.FILE).deleteFiles(fileId)
  }
)
