import { extname } from "node:path"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { randomFileName } from "@petshop/painting-module/config"

export type StorePrivateFileInput = { filename: string; mimeType: string; contentBase64: string }

/**
 * An upload kept privately in the File Module (photo originals, proofs, print files);
 * removed again if a later step of the workflow fails. Stored under a random name: the
 * uploader's file name stays in the record where one is kept (photo.original_name).
 */
export const storePrivateFileStep = createStep(
  "store-private-file",
  async (input: StorePrivateFileInput, { container }) => {
    const file = await container.resolve(Modules.FILE).createFiles({
      filename: randomFileName(extname(input.filename).slice(1) || "bin"),
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

/** Deletes stored files once the records no longer name them (last step: cannot be undone). */
export const deleteFilesStep = createStep("delete-stored-files", async (fileIds: string[], { container }) => {
  const ids = fileIds.filter(Boolean)
  if (ids.length)
    await container
      .resolve(Modules.FILE)
      .deleteFiles(ids)
      .catch(() => undefined)
  return new StepResponse({ deleted: ids.length })
})
