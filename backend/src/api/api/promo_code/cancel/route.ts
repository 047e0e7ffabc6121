import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { accountCartView } from "../../../../commerce/cart/account-cart"
import { cancelVoucherWorkflow } from "../../../../workflows/promo-code/cancel-voucher"
import { requireAccount } from "../../../utils/account-context"
import type { VoucherCodeBody } from "../../../validators/promo-code"

/** POST /api/promo_code/cancel {code}: takes a gift voucher off the caller's cart. */
export async function POST(req: MedusaRequest<VoucherCodeBody>, res: MedusaResponse) {
  const account = requireAccount(req)
  await cancelVoucherWorkflow(req.scope).run({
    input: { account_id: account.id, customer_id: account.customerId, code: req.validatedBody.code },
  })
  res.json({ message: "Gift voucher removed.", cart: await accountCartView(req.scope, { id: account.id, customerId: account.customerId }) })
}
