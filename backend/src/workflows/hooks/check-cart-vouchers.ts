/**
 * Every gift voucher Medusa's updateCartPromotionsWorkflow puts on a cart, from
 * /api/promo_code/apply's cart sync or any other door (Medusa's /store promotions route, a
 * script, another workflow), must hold for the cart's lines under the one voucher rule. Codes
 * already on the cart are left alone: Medusa re-applies them on every cart change, and the
 * cart sync drops the ones that stopped holding.
 */
import { PromotionActions } from "@medusajs/framework/utils"
import { updateCartPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { loadCart } from "../../commerce/cart/load-cart"
import { checkVoucherForLines } from "../../commerce/promo-codes/check-voucher-for-cart"

updateCartPromotionsWorkflow.hooks.validate(async ({ input, cart }, { container }) => {
  if (input.action === PromotionActions.REMOVE || !input.promo_codes?.length) return
  const onCart = new Set(((cart as { promotions?: ({ code?: string | null } | null)[] }).promotions ?? []).map((p) => p?.code))
  const added = input.promo_codes.filter((code) => !onCart.has(code))
  if (!added.length) return
  const { items } = await loadCart(container, input.cart_id ?? (cart as { id: string }).id)
  for (const code of added) await checkVoucherForLines(container, code, items)
})
