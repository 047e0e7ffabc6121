/**
 * POST /checkout/test-payment/{id}/pay: the Pay button of the test-payment page. Records the
 * payment, queues the cart's completion into its order (exactly once, as Stripe's webhook
 * does) and sends the customer to the storefront's order-complete page with the checkout
 * code, as Stripe does; that page's verify-purchase makes the order if the queue has not
 * within QUEUED_ORDER_GRACE_MS.
 * Only with the cart owner's token, which the page's form carries (403 without it).
 */
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { asDomainError } from "../../../../../lib/errors"
import { statusOfDomainError } from "../../../../utils/api-error-handler"
import { payTestCheckout } from "../../../../../commerce/checkout/test-payment"
import { TEST_PAYMENT_TOKEN_PARAM } from "../../../../../commerce/checkout/test-payment-token"
import { hostedCheckoutOptions } from "../../../../../modules/hosted-checkout/config"
import { readShopEnv } from "../../../../../config/shop-env"
import { testPaymentProblemPage } from "../page"

export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const env = readShopEnv()
  const { storefrontUrl } = hostedCheckoutOptions(env)
  try {
    await payTestCheckout(req.scope, req.params.id, req.query[TEST_PAYMENT_TOKEN_PARAM], env)
    res.redirect(303, `${storefrontUrl}/order-complete/${encodeURIComponent(req.params.id)}`)
  } catch (err) {
    const problem = asDomainError(err)
    if (!problem) throw err
    res
      .status(statusOfDomainError(problem))
      .type("html")
      .send(testPaymentProblemPage(problem.message, `${storefrontUrl}/checkout`))
  }
}
