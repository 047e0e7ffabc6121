import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createWishlistItemStep, type WishlistItemInput } from "./steps/create-wishlist-item"

/** A painting on the customer's wishlist; the route has checked the customer may see it. */
export const addToWishlistWorkflow = createWorkflow("add-to-wishlist", (input: WishlistItemInput) => {
  const item = createWishlistItemStep(input)
  return new WorkflowResponse({ item })
})
