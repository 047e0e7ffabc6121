import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { moveCustomerWorkStep } from "./steps/move-customer-work"

export type MergeTemporaryAccountInput = { fromCustomerId: string; toCustomerId: string }

/** Logging in after working as a visitor: the visitor's photos and paintings carry over. */
export const mergeTemporaryAccountWorkflow = createWorkflow(
  "merge-temporary-account",
  (input: MergeTemporaryAccountInput) => new WorkflowResponse(moveCustomerWorkStep(input))
)
