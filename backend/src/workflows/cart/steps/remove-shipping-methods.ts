import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { loadCart } from "../../../commerce/cart/load-cart"

/**
 * Takes shipping methods off a cart (nothing ships there, or nothing to ship), and answers the
 * cart as that left it, read once for the tax plan after it and the cart shown; undone by
 * restoring them.
 */
export const removeShippingMethodsStep = createStep(
  "remove-cart-shipping-methods",
  async (input: { cart_id: string; ids: string[] }, { container }) => {
    if (input.ids.length) await container.resolve(Modules.CART).softDeleteShippingMethods(input.ids)
    return new StepResponse({ cart: await loadCart(container, input.cart_id) }, input.ids)
  },
  async (ids, { container }) => {
    if (ids?.length) await container.resolve(Modules.CART).restoreShippingMethods(ids)
  }
)
