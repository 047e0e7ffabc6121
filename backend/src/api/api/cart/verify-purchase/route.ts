import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { verifyPurchase } from "../../../../commerce/checkout/verify-purchase"
import { requireAccount } from "../../../utils/account-context"
import { ApiError } from "../../../utils/api-error"
import type { VerifyPurchaseBody } from "../../../validators/cart"

/**
 * POST /api/cart/verify-purchase {code}: after the payment page sends the shopper back, asks
 * the payment provider whether the checkout was paid and completes the cart into its order
 * (once, however often it is asked or whether the webhook came first).
 */
export async function POST(req: MedusaRequest<VerifyPurchaseBody>, res: MedusaResponse) {
  const account = requireAccount(req)
  const { order_id, cart_id } = await verifyPurchase(req.scope, req.validatedBody.code)
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: ["customer_id"], filters: { id: cart_id } })
  const customerId = (data[0] as { customer_id?: string } | undefined)?.customer_id
  // Someone else's checkout code reveals nothing about their order.
  if (!account.isAdmin && customerId !== account.customerId) throw ApiError.notFound("Order not found.")
  res.json({ order: order_id, message: "Thank you!" })
}
