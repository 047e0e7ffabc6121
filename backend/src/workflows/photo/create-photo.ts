import { Modules } from "@medusajs/framework/utils"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createRemoteLinkStep } from "@medusajs/medusa/core-flows"
import { PAINTING_MODULE } from "@petshop/painting-module"
import { accountRoom } from "@petshop/painting-module/realtime"
import { createTaskRecordStep } from "../task/steps/create-task-record"
import { enqueueTaskStep } from "../task/steps/enqueue-task"
import { createPhotoRecordStep } from "./steps/create-photo-record"
import { storePrivateFileStep } from "../files/steps/store-private-file"
import { checkPhotoQuotaStep } from "./steps/check-photo-quota"

export type CreatePhotoWorkflowInput = {
  accountId: string
  customerId: string
  filename: string
  mimeType: string
  contentBase64: string
  sizeBytes: number
  width: number
  height: number
  /** The uploader's client address (api/utils/client-address.ts), for the quotas per address. */
  clientAddress?: string
}

/**
 * An accepted upload: the private original, the photo record owned by the customer, and a
 * queued `photo` task that the worker analyses. Any failure undoes the earlier steps.
 */
export const createPhotoWorkflow = createWorkflow("create-photo", (input: CreatePhotoWorkflowInput) => {
  // First, so a refused upload stores nothing.
  checkPhotoQuotaStep(transform({ input }, ({ input }) => ({ accountId: input.accountId, clientAddress: input.clientAddress })))
  const original = storePrivateFileStep(
    transform({ input }, ({ input }) => ({
      filename: input.filename,
      mimeType: input.mimeType,
      contentBase64: input.contentBase64,
    }))
  )
  const photo = createPhotoRecordStep(
    transform({ input, original }, ({ input, original }) => ({
      original_file_id: original.id,
      original_name: input.filename,
      mime_type: input.mimeType,
      size_bytes: input.sizeBytes,
      width: input.width,
      height: input.height,
    }))
  )
  createRemoteLinkStep(
    transform({ input, photo }, ({ input, photo }) => [
      { [PAINTING_MODULE]: { photo_id: photo.id }, [Modules.CUSTOMER]: { customer_id: input.customerId } },
    ])
  )
  const task = createTaskRecordStep(transform({ photo }, ({ photo }) => ({ type: "photo" as const, subject_id: photo.id })))
  enqueueTaskStep(transform({ input, task }, ({ input, task }) => ({ task, room: accountRoom(input.accountId) })))
  return new WorkflowResponse({ photo, task })
})
