/**
 * POST /checkout/test-payment/{id}/pay: the Pay button of the test-payment page. Records the
 * payment, completes the cart into an order (exactly once, as for Stripe) and sends the
 * customer to the storefront's order-complete page with the checkout code, as Stripe does.
 */
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ApiError } from "../../../../utils/api-error"
import { payTestCheckout } from "../../../../../commerce/checkout/test-payment"
import { hostedCheckoutOptions } from "../../../../../modules/hosted-checkout/config"
import { readShopEnv } from "../../../../../config/shop-env"
import { testPaymentProblemPage } from "../page"

export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const env = readShopEnv()
  const { storefrontUrl } = hostedCheckoutOptions(env)
  try {
    await payTestCheckout(req.scope, req.params.id, env)
    res.redirect(303, `${storefrontUrl}/order-complete/${encodeURIComponent(req.params.id)}`)
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    res
      .status(err.status)
      .type("html")
      .send(testPaymentProblemPage(err.message, `${storefrontUrl}/checkout`))
  }
}
