/**
 * GET /checkout/test-payment/{id}: the hosted page of the test-payment mode (no Stripe key),
 * standing in for Stripe's card page. The id is the Medusa payment session id.
 */
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ApiError } from "../../../utils/api-error"
import { findTestCheckout } from "../../../../commerce/checkout/test-payment"
import { isPaid } from "../../../../modules/hosted-checkout/checkout-data"
import { hostedCheckoutOptions, TEST_PAYMENT_PAGE_PATH } from "../../../../modules/hosted-checkout/config"
import { readShopEnv } from "../../../../config/shop-env"
import { testPaymentPage, testPaymentProblemPage } from "./page"

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const env = readShopEnv()
  const { storefrontUrl } = hostedCheckoutOptions(env)
  res.setHeader("cache-control", "no-store")
  try {
    const { state } = await findTestCheckout(req.scope, req.params.id, env)
    res.type("html").send(
      testPaymentPage({
        amountMinor: state.amount_total ?? 0,
        currency: state.currency,
        payAction: `${TEST_PAYMENT_PAGE_PATH}/${encodeURIComponent(state.id)}/pay`,
        cancelUrl: `${storefrontUrl}/checkout`,
        paid: isPaid(state),
      })
    )
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    res
      .status(err.status)
      .type("html")
      .send(testPaymentProblemPage(err.message, `${storefrontUrl}/checkout`))
  }
}
