import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type StoreStyleImageInput = {
  image?: { filename: string; mimeType: string; contentBase64: string; width: number; height: number; placeholder?: string } | null
}

export type StoredStyleImage = { original: string; width: number; height: number; fileId: string; placeholder?: string } | null

/**
 * Keeps a style's reference image in the File Module. It is public: the storefront shows it
 * as the style's picture. Without an image this step does nothing.
 */
export const storeStyleImageStep = createStep(
  "store-style-image",
  async ({ image }: StoreStyleImageInput, { container }) => {
    // An empty file id tells the compensation there is nothing to remove.
    if (!image) return new StepResponse<StoredStyleImage, string>(null, "")
    const file = await container.resolve(Modules.FILE).createFiles({
      filename: image.filename,
      mimeType: image.mimeType,
      content: image.contentBase64,
      access: "public",
    })
    const stored: StoredStyleImage = {
      original: file.url,
      width: image.width,
      height: image.height,
      fileId: file.id,
      ...(image.placeholder ? { placeholder: image.placeholder } : {}),
    }
    return new StepResponse(stored, file.id)
  },
  async (fileId, { container }) => {
    if (fileId) await container.resolve(Modules.FILE).deleteFiles(fileId)
  }
)
