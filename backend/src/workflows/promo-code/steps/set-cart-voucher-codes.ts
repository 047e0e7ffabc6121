import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { rememberedVoucherCodes, VOUCHER_CODES_KEY } from "../../../commerce/cart/sync-account-cart"

export type SetCartVoucherCodesInput = { cart_id: string; add?: string; remove?: string }

/**
 * Adds or removes a code among those the shopper entered on the cart (kept in its metadata,
 * also while their rule does not hold, so they apply once it does); undone by putting the
 * old metadata back.
 */
export const setCartVoucherCodesStep = createStep(
  "set-cart-voucher-codes",
  async (input: SetCartVoucherCodesInput, { container }) => {
    const carts = container.resolve(Modules.CART)
    const cart = await carts.retrieveCart(input.cart_id, { select: ["id", "metadata"] })
    const kept = rememberedVoucherCodes({ metadata: cart.metadata ?? null }).filter((c) => c !== input.remove)
    const codes = input.add ? [...new Set([...kept, input.add])] : kept
    await carts.updateCarts(input.cart_id, { metadata: { ...(cart.metadata ?? {}), [VOUCHER_CODES_KEY]: codes } })
    return new StepResponse(codes, { cart_id: input.cart_id, metadata: cart.metadata ?? {} })
  },
  async (previous, { container }) => {
    if (previous) await container.resolve(Modules.CART).updateCarts(previous.cart_id, { metadata: previous.metadata })
  }
)
