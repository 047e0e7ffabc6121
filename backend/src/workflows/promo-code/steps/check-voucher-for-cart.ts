import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { loadOpenCart } from "../../../commerce/cart/load-cart"
import { checkVoucherForLines } from "../../../commerce/promo-codes/check-voucher-for-cart"

/** Refuses a voucher the caller's cart (empty when there is none yet) does not qualify for, before anything is written. */
export const checkVoucherForCartStep = createStep(
  "check-voucher-for-cart",
  async (input: { customer_id: string; code: string }, { container }) => {
    const cart = await loadOpenCart(container, input.customer_id)
    const voucher = await checkVoucherForLines(container, input.code, cart?.items ?? [])
    return new StepResponse({ code: voucher.code })
  }
)
