import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { paintingService, type ProofRecord } from "../../commerce/fulfillment/fulfilment-records"
import { storePrivateFileStep } from "../files/steps/store-private-file"

export type UploadOrderProofInput = {
  orderId: string
  filename: string | null
  mimeType: string
  contentBase64: string
  width: number
  height: number
  bytes: number
  by: string
}

const createProofRecordStep = createStep(
  "create-fulfilment-proof",
  async (input: UploadOrderProofInput & { fileId: string }, { container }) => {
    const proof = (await paintingService(container).createFulfilmentProofs({
      order_id: input.orderId,
      file_id: input.fileId,
      filename: input.filename,
      mime_type: input.mimeType,
      width: input.width,
      height: input.height,
      bytes: input.bytes,
      uploaded_by: input.by,
    })) as unknown as ProofRecord
    return new StepResponse({ proofId: proof.id }, proof.id)
  },
  async (proofId, { container }) => {
    if (proofId) await paintingService(container).deleteFulfilmentProofs(proofId)
  }
)

/** POST /api/order/{uuid}/proof: the image stored privately, then its record on the order. */
export const uploadOrderProofWorkflow = createWorkflow("upload-order-proof", (input: UploadOrderProofInput) => {
  const file = storePrivateFileStep(
    transform({ input }, ({ input }) => ({
      filename: `${input.orderId}-proof-${input.filename ?? "image"}`,
      mimeType: input.mimeType,
      contentBase64: input.contentBase64,
    }))
  )
  const created = createProofRecordStep(transform({ input, file }, ({ input, file }) => ({ ...input, fileId: file.id })))
  return new WorkflowResponse({ proofId: created.proofId })
})
