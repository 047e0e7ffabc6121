import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { loadOpenCart } from "../../../commerce/cart/load-cart"
import { rememberedVoucherCodes } from "../../../commerce/cart/sync-account-cart"
import { normaliseCode } from "../../../commerce/promo-codes/voucher-rules"
import { DomainError } from "../../../lib/errors"

/** The caller's cart carrying a voucher code; refused when the code is not on it. */
export const findCartVoucherStep = createStep("find-cart-voucher", async (input: { customer_id: string; code: string }, { container }) => {
  const cart = await loadOpenCart(container, input.customer_id)
  const code = normaliseCode(input.code)
  if (!cart || !rememberedVoucherCodes(cart).includes(code)) throw DomainError.invalid("code", "This gift voucher is not on your cart.")
  return new StepResponse({ cart_id: cart.id, code })
})
