import { transform, when, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { refreshPaymentCollectionForCartWorkflow } from "@medusajs/medusa/core-flows"
import type { LoadedCart } from "../../commerce/cart/load-cart"
import { checkCartInLineStep } from "./steps/check-cart-in-line"
import { removeShippingMethodsStep } from "./steps/remove-shipping-methods"
import { setCartShippingMethodStep } from "./steps/set-cart-shipping-method"
import { syncAccountCartWorkflow } from "./sync-account-cart"

export type SettleCartLinesInput = {
  account_id: string
  customer_id: string
  cart_id: string
  /** The cart as the line write left it, when known without reading it again. */
  cart?: LoadedCart | null
}

/**
 * The last steps of the shop's own line writes (add, quantity, remove), composed into their
 * workflows rather than nested (a nested workflow is a run of its own): the cart brought in
 * line only as far as the change needs, instead of Medusa's refresh of everything. A line
 * change moves no region or address; it can move the vouchers' discount (worked out again
 * whenever the cart has a voucher), the shipping method (other products, or a quote that
 * changed) and the billing-place taxes: then the full sync runs. When only the shipping method
 * moves (the first line into an empty cart, the last line out), the sync's own shipping write
 * does it without the rest of the sync. A started checkout's payment
 * collection follows the new total as Medusa's refresh does (its sessions for the old amount
 * go). The answer carries the cart as last read when nothing was written after that read, to show
 * the cart from it.
 */
export function settleCartLines(input: WorkflowData<SettleCartLinesInput>) {
  const check = checkCartInLineStep(
    transform({ input }, ({ input }) => ({ account_id: input.account_id, cart_id: input.cart_id, cart: input.cart ?? null }))
  )
  const synced = when("sync-changed-cart", { check }, ({ check }) => !check.in_line && !check.shipping_only).then(() => {
    return syncAccountCartWorkflow.runAsStep({
      input: transform({ input, check }, ({ input, check }) => ({
        account_id: input.account_id,
        customer_id: input.customer_id,
        lines_changed: true,
        cart: check.seen.cart,
      })),
    })
  })
  const shipped = when("set-changed-cart-shipping", { check }, ({ check }) => !!check.shipping_only?.add).then(() => {
    return setCartShippingMethodStep(
      transform({ input, check }, ({ input, check }) => ({
        cart_id: input.cart_id,
        option: check.shipping_only!.add!,
        cart: check.seen.cart,
      }))
    )
  })
  const dropped = when("drop-changed-cart-shipping", { check }, ({ check }) => !!check.shipping_only?.removeMethodIds.length).then(() => {
    return removeShippingMethodsStep(
      transform({ input, check }, ({ input, check }) => ({
        cart_id: input.cart_id,
        ids: check.shipping_only!.removeMethodIds,
        cart: check.seen.cart,
      }))
    )
  })
  when("refresh-cart-payment", { check }, ({ check }) => check.payment_collection).then(() => {
    refreshPaymentCollectionForCartWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ cart_id: input.cart_id })) })
  })
  return transform({ check, synced, shipped, dropped }, ({ check, synced, shipped, dropped }) => {
    if (check.in_line) return { seen: check.seen }
    // The cart as the shipping write left it, shown with the options the check priced for this cart.
    const written = shipped?.cart ?? dropped?.cart
    if (check.shipping_only) return { seen: written ? { ...check.seen, cart: written } : null }
    // The sync's own last read, with the shop's shipping options (they do not depend on the cart), priced again for it.
    const after = synced?.seen
    return { seen: after ? { cart: after.cart, place: after.place, options: check.seen.options, shippingOptions: null } : null }
  })
}
