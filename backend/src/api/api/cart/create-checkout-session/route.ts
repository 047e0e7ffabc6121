import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readyCartForCheckout } from "../../../../commerce/cart/ready-for-checkout"
import { syncAccountCartWorkflow } from "../../../../workflows/cart/sync-account-cart"
import { startHostedCheckout } from "../../../../workflows/checkout/start-hosted-checkout"
import { requireAccount } from "../../../utils/account-context"
import { ApiError } from "../../../utils/api-error"

/**
 * POST /api/cart/create-checkout-session: the hosted payment page for the caller's cart,
 * priced on the server from the synced Medusa cart (synced once more here: a shipping rate
 * or tax memo may have changed since the cart's last write). Answers {url} to redirect to.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  if (account.isTemp) throw ApiError.loginRequired()
  const { result: synced } = await syncAccountCartWorkflow(req.scope).run({
    input: { account_id: account.id, customer_id: account.customerId },
  })
  const cart = await readyCartForCheckout(req.scope, { id: account.id, customerId: account.customerId }, synced.seen)
  const session = await startHostedCheckout(req.scope, { cart_id: cart.id, cart: cart.loaded })
  res.json({ url: session.url, code: session.code, testMode: session.test_mode, total: cart.total, currency: cart.currency })
}
