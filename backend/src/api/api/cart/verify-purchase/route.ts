import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { verifyPurchaseOnReturn } from "../../../../commerce/checkout/verify-purchase"
import { requireAccount } from "../../../utils/account-context"
import { ApiError } from "../../../utils/api-error"
import type { VerifyPurchaseBody } from "../../../validators/cart"

const THANKS = "Thank you!"
/** How soon the order-complete page asks again while the order is being placed. */
const ASK_AGAIN_S = 1

/**
 * POST /api/cart/verify-purchase {code}: after the payment page sends the shopper back, asks
 * the payment provider whether the checkout was paid and answers its order, completing the
 * cart into it (once, however often it is asked or whether the webhook came first). While the
 * queue is placing a just-paid order, answers 202 {order: null, placing: true} with
 * Retry-After: the page says so and asks again (for at most QUEUED_ORDER_GRACE_MS; then the
 * order is placed here).
 */
export async function POST(req: MedusaRequest<VerifyPurchaseBody>, res: MedusaResponse) {
  const account = requireAccount(req)
  const purchase = await verifyPurchaseOnReturn(req.scope, req.validatedBody.code)
  // Someone else's checkout code reveals nothing about their order.
  if (!account.isAdmin && purchase.customer_id !== account.customerId) throw ApiError.notFound("Order not found.")
  if (!purchase.order_id) {
    res.setHeader("retry-after", String(ASK_AGAIN_S))
    res.status(202).json({ order: null, placing: true, message: THANKS })
    return
  }
  res.json({ order: purchase.order_id, message: THANKS })
}
