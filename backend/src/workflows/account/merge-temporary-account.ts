import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { moveCustomerWorkStep } from "./steps/move-customer-work"
import { moveWishlistStep } from "./steps/move-wishlist"

export type MergeTemporaryAccountInput = { fromCustomerId: string; toCustomerId: string }

/** Logging in after working as a visitor: the visitor's photos, paintings and wishlist carry over. */
export const mergeTemporaryAccountWorkflow = createWorkflow("merge-temporary-account", (input: MergeTemporaryAccountInput) => {
  const moved = moveCustomerWorkStep(input)
  moveWishlistStep(input)
  return new WorkflowResponse(moved)
})
