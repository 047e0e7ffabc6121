import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findVoucherCarts, type CartAccount } from "../../../commerce/cart/find-voucher-carts"

/** Before a voucher changes or goes: the accounts whose open cart carries it (reads only). */
export const findVoucherCartsStep = createStep("find-voucher-carts", async (input: { promotion_id: string }, { container }) => {
  const [promotion] = await container.resolve(Modules.PROMOTION).listPromotions({ id: input.promotion_id }, { select: ["id", "code"] })
  if (!promotion?.code) return new StepResponse<CartAccount[]>([])
  return new StepResponse(await findVoucherCarts(container, promotion.id, promotion.code))
})
