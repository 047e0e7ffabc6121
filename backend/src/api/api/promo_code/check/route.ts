import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { accountCartView } from "../../../../commerce/cart/account-cart"
import { findVoucherByCode } from "../../../../commerce/promo-codes/find-voucher"
import { voucherShortfall } from "../../../../commerce/promo-codes/voucher-matching"
import { requireAccount } from "../../../utils/account-context"
import { ApiError } from "../../../utils/api-error"
import { parseQuery } from "../../../utils/validate"
import { voucherCodeBody } from "../../../validators/promo-code"

/** GET /api/promo_code/check?code=: what a voucher offers and whether the caller's cart qualifies. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const { code } = parseQuery(voucherCodeBody, req.query)
  const voucher = await findVoucherByCode(req.scope, code)
  if (!voucher || voucher.status !== "active") throw ApiError.badRequest("code", "Gift voucher not found.")
  const cart = await accountCartView(req.scope, { id: account.id, customerId: account.customerId })
  const lines = cart.items.map((i) => ({ productId: i.product, hasFrame: i.productHasFrame, quantity: i.quantity }))
  const reason = voucherShortfall(lines, voucher)
  res.json({ promoCode: voucher, applies: reason === null, reason })
}
