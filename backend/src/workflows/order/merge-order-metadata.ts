import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { mergeOrderMetadataStep, type MergeOrderMetadataInput } from "./steps/merge-order-metadata"

/** One change of the shop's facts in an order's metadata (notes, confirmation shown, ...). */
export const mergeOrderMetadataWorkflow = createWorkflow("merge-order-metadata", (input: MergeOrderMetadataInput) => {
  return new WorkflowResponse(mergeOrderMetadataStep(input))
})
