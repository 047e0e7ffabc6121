import { PromotionActions } from "@medusajs/framework/utils"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  addShippingMethodToCartWorkflow,
  updateCartPromotionsWorkflow,
  updateCartWorkflow,
  updateTaxLinesWorkflow,
} from "@medusajs/medusa/core-flows"
import type { CreateAddressDTO } from "@medusajs/framework/types"
import { planCartPlaceStep, type SyncOwnerInput } from "./steps/plan-cart-place"
import { planCartShippingStep } from "./steps/plan-cart-shipping"
import { planCartTaxesStep } from "./steps/plan-cart-taxes"
import { planCartVouchersStep } from "./steps/plan-cart-vouchers"
import { rememberBillingTaxesStep } from "./steps/remember-billing-taxes"
import { removeShippingMethodsStep } from "./steps/remove-shipping-methods"
import { setCartMetadataStep } from "./steps/set-cart-metadata"
import { setCartShippingMethodStep } from "./steps/set-cart-shipping-method"

export type SyncAccountCartInput = SyncOwnerInput

/**
 * A nested workflow used twice needs a second step name; Medusa types runAsStep of a workflow
 * answering nothing as `never`, though it is a step like any other.
 */
const renamed = (step: unknown, name: string) => (step as { config(c: { name: string }): unknown }).config({ name })

/**
 * Brings an account's open cart in line with the shop's rules (commerce/cart/sync-account-cart.ts):
 * region, addresses, gift vouchers, shipping method, taxes, in that order, each Medusa workflow
 * nested only when its plan says something differs. Every write that changes what a cart's
 * total depends on runs this, so showing a cart only reads. A failure undoes the steps before it.
 */
export const syncAccountCartWorkflow = createWorkflow("sync-account-cart", (input: SyncAccountCartInput) => {
  const place = planCartPlaceStep(input)

  when("move-cart-region", { place }, ({ place }) => !!place.cartId && !!place.regionId).then(() => {
    renamed(
      updateCartWorkflow.runAsStep({ input: transform({ place }, ({ place }) => ({ id: place.cartId!, region_id: place.regionId! })) }),
      "move-cart-region-step"
    )
  })
  when("set-cart-address", { place }, ({ place }) => !!place.cartId && !!place.address).then(() => {
    renamed(
      updateCartWorkflow.runAsStep({
        // Nulls clear fields the shopper emptied; Medusa's DTO type only says "absent".
        input: transform({ place }, ({ place }) => ({
          id: place.cartId!,
          shipping_address: place.address!.shipping_address as unknown as CreateAddressDTO,
          billing_address: place.address!.billing_address as unknown as CreateAddressDTO,
          ...(place.address!.email ? { email: place.address!.email } : {}),
        })),
      }),
      "set-cart-address-step"
    )
  })

  // The cart the place step read serves the plan steps after it for as long as nothing wrote to it.
  const unmoved = transform({ place }, ({ place }) => (!place.regionId && !place.address ? place.cart : null))
  const vouchers = planCartVouchersStep(
    transform({ place, input, unmoved }, ({ place, input, unmoved }) => ({
      cart_id: place.cartId,
      lines_changed: !!input.lines_changed,
      cart: unmoved,
    }))
  )
  when("reprice-cart-vouchers", { place, vouchers }, ({ place, vouchers }) => !!place.cartId && vouchers.stale).then(() => {
    updateCartPromotionsWorkflow.runAsStep({
      input: transform({ place, vouchers }, ({ place, vouchers }) => ({
        cart_id: place.cartId!,
        promo_codes: vouchers.promoCodes,
        action: PromotionActions.REPLACE,
      })),
    })
    setCartMetadataStep(transform({ place, vouchers }, ({ place, vouchers }) => ({ cart_id: place.cartId!, metadata: vouchers.metadata })))
  })

  const shipping = planCartShippingStep(
    transform({ place, unmoved, vouchers }, ({ place, unmoved, vouchers }) => ({
      cart_id: place.cartId,
      cart: vouchers.stale ? null : unmoved,
    }))
  )
  const shipped = when(
    "set-cart-shipping",
    { place, shipping },
    ({ place, shipping }) => !!place.cartId && !!shipping.addOptionId && !!shipping.lean
  ).then(() => {
    return setCartShippingMethodStep(
      transform({ place, shipping, unmoved, vouchers }, ({ place, shipping, unmoved, vouchers }) => ({
        cart_id: place.cartId!,
        option: shipping.lean!,
        cart: vouchers.stale ? null : unmoved,
      }))
    )
  })
  when(
    "choose-cart-shipping",
    { place, shipping },
    ({ place, shipping }) => !!place.cartId && !!shipping.addOptionId && !shipping.lean
  ).then(() => {
    addShippingMethodToCartWorkflow.runAsStep({
      input: transform({ place, shipping }, ({ place, shipping }) => ({
        cart_id: place.cartId!,
        options: [{ id: shipping.addOptionId! }],
      })),
    })
  })
  const dropped = when(
    "drop-cart-shipping",
    { place, shipping },
    ({ place, shipping }) => !!place.cartId && shipping.removeMethodIds.length > 0
  ).then(() => {
    return removeShippingMethodsStep(
      transform({ place, shipping }, ({ place, shipping }) => ({ cart_id: place.cartId!, ids: shipping.removeMethodIds }))
    )
  })

  // The cart as the last write left it, when one was read after that write: the shop's own
  // shipping writes read it back; Medusa's workflows do not.
  const current = transform({ unmoved, vouchers, shipping, shipped, dropped }, ({ unmoved, vouchers, shipping, shipped, dropped }) => {
    if (shipping.removeMethodIds.length) return dropped?.cart ?? null
    if (shipping.addOptionId) return shipped?.cart ?? null
    return vouchers.stale ? null : unmoved
  })
  const taxes = planCartTaxesStep(
    transform({ place, input, current }, ({ place, input, current }) => ({
      cart_id: place.cartId,
      account_id: input.account_id,
      place_changed: !!place.address,
      cart: current,
      place: place.place,
    }))
  )
  when("retax-cart", { taxes }, ({ taxes }) => !!taxes.input).then(() => {
    updateTaxLinesWorkflow.runAsStep({ input: transform({ taxes }, ({ taxes }) => taxes.input!) })
  })
  when("remember-cart-billing-taxes", { taxes }, ({ taxes }) => taxes.forBilling).then(() => {
    rememberBillingTaxesStep(transform({ place, input }, ({ place, input }) => ({ cart_id: place.cartId!, account_id: input.account_id })))
  })

  // When the sync wrote nothing, or nothing after the read of its shipping write, the cart and place
  // it read are the cart as it stands: callers show it without reading again.
  return new WorkflowResponse(
    transform({ place, vouchers, taxes, current }, ({ place, vouchers, taxes, current }) => {
      const movedOrRetaxed = !!place.regionId || !!place.address || vouchers.stale || !!taxes.input || taxes.forBilling
      // `current` is already the place step's cart when nothing was written.
      const cart = movedOrRetaxed ? null : current
      return { cart_id: place.cartId, seen: cart && place.place ? { cart, place: place.place } : null }
    })
  )
})
