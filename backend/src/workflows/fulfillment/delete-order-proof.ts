import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { paintingService } from "../../commerce/fulfillment/fulfilment-records"
import { deleteFilesStep } from "../files/steps/store-private-file"

export type DeleteOrderProofInput = { proofId: string; fileId: string }

const softDeleteProofStep = createStep(
  "soft-delete-fulfilment-proof",
  async (input: DeleteOrderProofInput, { container }) => {
    await paintingService(container).softDeleteFulfilmentProofs(input.proofId)
    return new StepResponse({ proofId: input.proofId }, input.proofId)
  },
  async (proofId, { container }) => {
    if (proofId) await paintingService(container).restoreFulfilmentProofs(proofId)
  }
)

/** DELETE /api/order/proof/{id}: the record goes first (restored on failure), the file last. */
export const deleteOrderProofWorkflow = createWorkflow("delete-order-proof", (input: DeleteOrderProofInput) => {
  softDeleteProofStep(input)
  deleteFilesStep(transform({ input }, ({ input }) => [input.fileId]))
  return new WorkflowResponse({ proofId: input.proofId })
})
