import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { accountCartView } from "../../../../commerce/cart/account-cart"
import { findAccountCartId } from "../../../../commerce/cart/find-account-cart"
import { loadCart } from "../../../../commerce/cart/load-cart"
import { rememberedVoucherCodes, VOUCHER_CODES_KEY } from "../../../../commerce/cart/sync-account-cart"
import { normaliseCode } from "../../../../commerce/promo-codes/voucher-rules"
import { requireAccount } from "../../../utils/account-context"
import { ApiError } from "../../../utils/api-error"
import type { VoucherCodeBody } from "../../../validators/promo-code"

/** POST /api/promo_code/cancel {code}: takes a gift voucher off the caller's cart. */
export async function POST(req: MedusaRequest<VoucherCodeBody>, res: MedusaResponse) {
  const account = requireAccount(req)
  const owner = { id: account.id, customerId: account.customerId }
  const cartId = await findAccountCartId(req.scope, account.customerId)
  const cart = cartId ? await loadCart(req.scope, cartId) : null
  const code = normaliseCode(req.validatedBody.code)
  const codes = cart ? rememberedVoucherCodes(cart) : []
  if (!cart || !codes.includes(code)) throw ApiError.badRequest("code", "This gift voucher is not on your cart.")
  await req.scope.resolve(Modules.CART).updateCarts(cart.id, {
    metadata: { ...(cart.metadata ?? {}), [VOUCHER_CODES_KEY]: codes.filter((c) => c !== code) },
  })
  res.json({ message: "Gift voucher removed.", cart: await accountCartView(req.scope, owner) })
}
