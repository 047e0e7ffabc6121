import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { addToCartWorkflow } from "@medusajs/medusa/core-flows"
import { linkPaintingLinesStep } from "./steps/link-painting-lines"

export type AddPaintingToCartInput = {
  cart_id: string
  variant_id: string
  painting_id: string
  is_rotated: boolean
  /** The painting's small image: the line's picture in the Medusa admin (cart and order) instead of a blank. */
  thumbnail?: string | null
}

/**
 * One print of a painting on a product variant (the spec's "medium"). Medusa prices the line
 * from the variant in the cart's currency and merges it with an identical line (same
 * painting, variant and orientation) by raising its quantity.
 */
export const addPaintingToCartWorkflow = createWorkflow("add-painting-to-cart", (input: AddPaintingToCartInput) => {
  addToCartWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({
      cart_id: input.cart_id,
      items: [
        {
          variant_id: input.variant_id,
          quantity: 1,
          ...(input.thumbnail ? { thumbnail: input.thumbnail } : {}),
          metadata: { painting_id: input.painting_id, is_rotated: input.is_rotated },
        },
      ],
    })),
  })
  linkPaintingLinesStep(transform({ input }, ({ input }) => ({ cart_id: input.cart_id, painting_id: input.painting_id })))
  return new WorkflowResponse({ cart_id: input.cart_id })
})
