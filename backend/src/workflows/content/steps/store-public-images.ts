import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type PublicImageInput = {
  filename: string
  mimeType: string
  contentBase64: string
  width: number
  height: number
  sizeBytes: number
  placeholder?: string
}
export type StoredPublicImage = {
  fileId: string
  url: string
  mimeType: string
  width: number
  height: number
  sizeBytes: number
  placeholder?: string
}

/** Keeps content images (article pictures, review photos, statics) in the File Module, public; compensation removes them. */
export const storePublicImagesStep = createStep(
  "store-public-images",
  async ({ images }: { images: PublicImageInput[] }, { container }) => {
    const files = container.resolve(Modules.FILE)
    const stored: StoredPublicImage[] = []
    try {
      for (const image of images) {
        const file = await files.createFiles({
          filename: image.filename,
          mimeType: image.mimeType,
          content: image.contentBase64,
          access: "public",
        })
        stored.push({
          fileId: file.id,
          url: file.url,
          mimeType: image.mimeType,
          width: image.width,
          height: image.height,
          sizeBytes: image.sizeBytes,
          ...(image.placeholder ? { placeholder: image.placeholder } : {}),
        })
      }
    } catch (err) {
      if (stored.length) await files.deleteFiles(stored.map((s) => s.fileId))
      throw err
    }
    return new StepResponse(
      stored,
      stored.map((s) => s.fileId)
    )
  },
  async (fileIds, { container }) => {
    if (fileIds?.length) await container.resolve(Modules.FILE).deleteFiles(fileIds)
  }
)

/** The spec's image object for a single stored picture: every tier is the one file, with its placeholder. */
export function imageObject(url: string, placeholder?: string) {
  return { original: url, high: url, medium: url, low: url, thumb: url, ...(placeholder ? { placeholder } : {}) }
}
