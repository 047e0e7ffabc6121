import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deleteFilesStep, storePrivateFileStep } from "../files/steps/store-private-file"
import { setFulfilmentReplacementStep } from "./steps/set-fulfilment-replacement"

export type UploadFulfillmentImageInput = {
  itemId: string
  filename: string | null
  mimeType: string
  contentBase64: string
  width: number
  height: number
  dpi: number | null
  bytes: number
  by: string
}

/**
 * POST /api/order/fulfillment-image/{id}: an admin's replacement print file for a package item
 * (e.g. retouched by hand). Stored privately, set on the item, and the replaced upload removed.
 */
export const uploadFulfillmentImageWorkflow = createWorkflow("upload-fulfillment-image", (input: UploadFulfillmentImageInput) => {
  const file = storePrivateFileStep(
    transform({ input }, ({ input }) => ({
      filename: `${input.itemId}-replacement-${input.filename ?? "image"}`,
      mimeType: input.mimeType,
      contentBase64: input.contentBase64,
    }))
  )
  const set = setFulfilmentReplacementStep(
    transform({ input, file }, ({ input, file }) => ({
      itemId: input.itemId,
      replacement: {
        fileId: file.id,
        width: input.width,
        height: input.height,
        ...(input.dpi ? { dpi: input.dpi } : {}),
        bytes: input.bytes,
        mimeType: input.mimeType,
        filename: input.filename ?? undefined,
        uploadedAt: new Date().toISOString(),
        by: input.by,
      },
    }))
  )
  deleteFilesStep(transform({ set }, ({ set }) => (set.previousFileId ? [set.previousFileId] : [])))
  return new WorkflowResponse({ itemId: input.itemId })
})

/** DELETE /api/order/fulfillment-image/{id}: back to the generated print file; the upload is removed. */
export const deleteFulfillmentImageWorkflow = createWorkflow("delete-fulfillment-image", (input: { itemId: string }) => {
  const set = setFulfilmentReplacementStep(transform({ input }, ({ input }) => ({ itemId: input.itemId, replacement: null })))
  deleteFilesStep(transform({ set }, ({ set }) => (set.previousFileId ? [set.previousFileId] : [])))
  return new WorkflowResponse({ itemId: input.itemId })
})
