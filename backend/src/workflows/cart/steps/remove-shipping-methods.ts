import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** Takes shipping methods off a cart (nothing ships there, or nothing to ship); undone by restoring them. */
export const removeShippingMethodsStep = createStep(
  "remove-cart-shipping-methods",
  async (input: { ids: string[] }, { container }) => {
    if (input.ids.length) await container.resolve(Modules.CART).softDeleteShippingMethods(input.ids)
    return new StepResponse(undefined, input.ids)
  },
  async (ids, { container }) => {
    if (ids?.length) await container.resolve(Modules.CART).restoreShippingMethods(ids)
  }
)
