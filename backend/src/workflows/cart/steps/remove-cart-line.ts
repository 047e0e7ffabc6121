import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** A line leaves its cart (its tax lines and discounts with it); undone by restoring them. */
export const removeCartLineStep = createStep(
  "remove-cart-line",
  async (input: { line_id: string }, { container }) => {
    await container.resolve(Modules.CART).softDeleteLineItems([input.line_id])
    return new StepResponse(undefined, input.line_id)
  },
  async (lineId, { container }) => {
    if (lineId) await container.resolve(Modules.CART).restoreLineItems([lineId])
  }
)
