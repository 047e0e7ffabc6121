import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/**
 * A line's new quantity at the price it was added at (the shop sells no quantity prices);
 * undone by putting the old quantity back.
 */
export const setCartLineQuantityStep = createStep(
  "set-cart-line-quantity",
  async (input: { line_id: string; quantity: number; previous_quantity: number }, { container }) => {
    await container.resolve(Modules.CART).updateLineItems([{ id: input.line_id, quantity: input.quantity }])
    return new StepResponse(undefined, { id: input.line_id, quantity: input.previous_quantity })
  },
  async (previous, { container }) => {
    if (previous) await container.resolve(Modules.CART).updateLineItems([previous])
  }
)
