import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { loadOpenCart } from "../../../commerce/cart/load-cart"
import { DomainError } from "../../../lib/errors"

export const NOT_IN_CART = "Painting is not in cart."

/** The caller's open cart (as read, for the sync after the write) and its line asked for; another account's line is simply not there. */
export const findOwnCartLineStep = createStep(
  "find-own-cart-line",
  async (input: { customer_id: string; line_id: string }, { container }) => {
    const cart = await loadOpenCart(container, input.customer_id)
    const line = cart?.items.find((i) => i.id === input.line_id)
    if (!cart || !line) throw DomainError.notFound(NOT_IN_CART)
    return new StepResponse({ cart_id: cart.id, line_id: line.id, quantity: line.quantity, cart })
  }
)
