import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { accountCartView } from "../../../../commerce/cart/account-cart"
import { applyVoucherWorkflow } from "../../../../workflows/promo-code/apply-voucher"
import { requireAccount } from "../../../utils/account-context"
import type { VoucherCodeBody } from "../../../validators/promo-code"

/**
 * POST /api/promo_code/apply {code}: applies a gift voucher to the caller's cart when the cart
 * qualifies. The code stays with the cart, so it drops out while the cart stops qualifying
 * (fewer items) and comes back when it does again.
 */
export async function POST(req: MedusaRequest<VoucherCodeBody>, res: MedusaResponse) {
  const account = requireAccount(req)
  await applyVoucherWorkflow(req.scope).run({
    input: { account_id: account.id, customer_id: account.customerId, code: req.validatedBody.code },
  })
  res.json({ message: "Gift voucher applied.", cart: await accountCartView(req.scope, { id: account.id, customerId: account.customerId }) })
}
