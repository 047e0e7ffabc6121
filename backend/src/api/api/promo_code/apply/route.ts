import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { accountCartView, ensureAccountCart } from "../../../../commerce/cart/account-cart"
import { lineHasFrame, loadCart } from "../../../../commerce/cart/load-cart"
import { rememberedVoucherCodes, VOUCHER_CODES_KEY } from "../../../../commerce/cart/sync-account-cart"
import { findVoucherByCode } from "../../../../commerce/promo-codes/find-voucher"
import { voucherShortfall } from "../../../../commerce/promo-codes/voucher-matching"
import { requireAccount } from "../../../utils/account-context"
import { ApiError } from "../../../utils/api-error"
import type { VoucherCodeBody } from "../../../validators/promo-code"

/**
 * POST /api/promo_code/apply {code}: applies a gift voucher to the caller's cart when the cart
 * qualifies. The code stays with the cart, so it drops out while the cart stops qualifying
 * (fewer items) and comes back when it does again.
 */
export async function POST(req: MedusaRequest<VoucherCodeBody>, res: MedusaResponse) {
  const account = requireAccount(req)
  const owner = { id: account.id, customerId: account.customerId }
  const voucher = await findVoucherByCode(req.scope, req.validatedBody.code)
  if (!voucher || voucher.status !== "active") throw ApiError.badRequest("code", "Gift voucher not found.")
  const cart = await loadCart(req.scope, await ensureAccountCart(req.scope, owner))
  const lines = cart.items.map((i) => ({ productId: i.product_id, hasFrame: lineHasFrame(i), quantity: i.quantity }))
  const reason = voucherShortfall(lines, voucher)
  if (reason) throw ApiError.badRequest("code", reason)
  const codes = [...new Set([...rememberedVoucherCodes(cart), voucher.code])]
  await req.scope.resolve(Modules.CART).updateCarts(cart.id, { metadata: { ...(cart.metadata ?? {}), [VOUCHER_CODES_KEY]: codes } })
  res.json({ message: "Gift voucher applied.", cart: await accountCartView(req.scope, owner) })
}
