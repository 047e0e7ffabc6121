import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { loadCart, type LoadedCart } from "../../../commerce/cart/load-cart"
import { planCartVouchers, type VoucherPlan } from "../../../commerce/cart/sync-account-cart"

/** Whether the cart's discount must be worked out again for the vouchers that hold now (reads only). */
export const planCartVouchersStep = createStep(
  "plan-cart-vouchers",
  async (input: { cart_id: string | null; lines_changed?: boolean; cart?: LoadedCart | null }, { container }) => {
    if (!input.cart_id) return new StepResponse<VoucherPlan>({ stale: false, promoCodes: [], metadata: {} })
    const cart = input.cart ?? (await loadCart(container, input.cart_id))
    return new StepResponse(await planCartVouchers(container, cart, !!input.lines_changed))
  }
)
