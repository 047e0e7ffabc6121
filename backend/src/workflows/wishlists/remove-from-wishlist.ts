import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { WishlistItemInput } from "./steps/create-wishlist-item"
import { deleteWishlistItemStep } from "./steps/delete-wishlist-item"

/** A painting off the customer's wishlist. */
export const removeFromWishlistWorkflow = createWorkflow("remove-from-wishlist", (input: WishlistItemInput) => {
  const result = deleteWishlistItemStep(input)
  return new WorkflowResponse(result)
})
