import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { placeOfAccount } from "../../../commerce/cart/account-cart"
import type { CartPlace } from "../../../commerce/cart/cart-place"
import { loadCart, type LoadedCart } from "../../../commerce/cart/load-cart"
import { loadShippingOptions, type PricedShippingOption, type ProfileOption } from "../../../commerce/cart/shipping-quote"
import { cartHasPaymentCollection, inLineAfterLineChange, type ShippingOnlyChange } from "../../../commerce/cart/sync-account-cart"

export type CheckCartInLineInput = {
  account_id: string
  cart_id: string
  /** The cart as the line write left it, when the workflow knows it without reading it again. */
  cart?: LoadedCart | null
}
export type CartInLine = {
  in_line: boolean
  /** Not in line only by its shipping method: the shop's shipping write brings it in line, not the full sync. */
  shipping_only: ShippingOnlyChange | null
  payment_collection: boolean
  /** What was read, for showing the cart when nothing more is written. */
  seen: { cart: LoadedCart; place: CartPlace; options: ProfileOption[]; shippingOptions: PricedShippingOption[] | null }
}

/** After a line write: whether the cart needs the full sync, or its payment collection a refresh (reads only). */
export const checkCartInLineStep = createStep("check-cart-in-line", async (input: CheckCartInLineInput, { container }) => {
  const [cart, place, options, paymentCollection] = await Promise.all([
    input.cart ?? loadCart(container, input.cart_id),
    placeOfAccount(container, input.account_id),
    loadShippingOptions(container),
    cartHasPaymentCollection(container, input.cart_id),
  ])
  const check = await inLineAfterLineChange(container, cart, place, options)
  // The priced options hold for the cart after a shipping write too: they do not depend on its method.
  const shippingOptions = check.inLine || check.shippingOnly ? check.shippingOptions : null
  return new StepResponse<CartInLine>({
    in_line: check.inLine,
    shipping_only: check.inLine ? null : check.shippingOnly,
    payment_collection: paymentCollection,
    seen: { cart, place, options, shippingOptions },
  })
})
