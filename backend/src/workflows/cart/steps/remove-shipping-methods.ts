import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { loadCart, type LoadedCart } from "../../../commerce/cart/load-cart"

/**
 * Takes shipping methods off a cart (nothing ships there, or nothing to ship), and answers the
 * cart as that left it, for the tax plan after it and the cart shown: the cart the caller read
 * without those methods, or else read once. Undone by restoring them.
 */
export const removeShippingMethodsStep = createStep(
  "remove-cart-shipping-methods",
  async (input: { cart_id: string; ids: string[]; cart?: LoadedCart | null }, { container }) => {
    if (input.ids.length) await container.resolve(Modules.CART).softDeleteShippingMethods(input.ids)
    const cart = input.cart
      ? { ...input.cart, shipping_methods: input.cart.shipping_methods.filter((m) => !input.ids.includes(m.id)) }
      : await loadCart(container, input.cart_id)
    return new StepResponse({ cart }, input.ids)
  },
  async (ids, { container }) => {
    if (ids?.length) await container.resolve(Modules.CART).restoreShippingMethods(ids)
  }
)
