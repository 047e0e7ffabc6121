import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { loadCart, type LoadedCart } from "../../../commerce/cart/load-cart"
import { loadShippingOptions } from "../../../commerce/cart/shipping-quote"
import { planCartShipping, type ShippingPlan } from "../../../commerce/cart/sync-account-cart"

/** Which shipping method the cart should carry now (reads only; a priced quote is kept in the cache). */
export const planCartShippingStep = createStep(
  "plan-cart-shipping",
  async (input: { cart_id: string | null; cart?: LoadedCart | null }, { container }) => {
    if (!input.cart_id) return new StepResponse<ShippingPlan>({ addOptionId: null, removeMethodIds: [] })
    const [cart, options] = await Promise.all([input.cart ?? loadCart(container, input.cart_id), loadShippingOptions(container)])
    return new StepResponse(await planCartShipping(container, cart, options))
  }
)
