/**
 * GET /checkout/test-payment/{id}: the hosted page of the test-payment mode (no Stripe key),
 * standing in for Stripe's card page. The id is the Medusa payment session id; the token is the
 * one create-checkout-session gave the cart's owner (403 without it), and Pay posts it back.
 */
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { asDomainError } from "../../../../lib/errors"
import { statusOfDomainError } from "../../../utils/api-error-handler"
import { findOwnersTestCheckout } from "../../../../commerce/checkout/test-payment"
import { TEST_PAYMENT_TOKEN_PARAM } from "../../../../commerce/checkout/test-payment-token"
import { isPaid } from "../../../../modules/hosted-checkout/checkout-data"
import { hostedCheckoutOptions, TEST_PAYMENT_PAGE_PATH } from "../../../../modules/hosted-checkout/config"
import { readShopEnv } from "../../../../config/shop-env"
import { testPaymentPage, testPaymentProblemPage } from "./page"

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const env = readShopEnv()
  const { storefrontUrl } = hostedCheckoutOptions(env)
  res.setHeader("cache-control", "no-store")
  try {
    const token = req.query[TEST_PAYMENT_TOKEN_PARAM]
    const { state } = await findOwnersTestCheckout(req.scope, req.params.id, token, env)
    res.type("html").send(
      testPaymentPage({
        amountMinor: state.amount_total ?? 0,
        currency: state.currency,
        payAction: `${TEST_PAYMENT_PAGE_PATH}/${encodeURIComponent(state.id)}/pay?${TEST_PAYMENT_TOKEN_PARAM}=${encodeURIComponent(String(token))}`,
        cancelUrl: `${storefrontUrl}/checkout`,
        paid: isPaid(state),
      })
    )
  } catch (err) {
    const problem = asDomainError(err)
    if (!problem) throw err
    res
      .status(statusOfDomainError(problem))
      .type("html")
      .send(testPaymentProblemPage(problem.message, `${storefrontUrl}/checkout`))
  }
}
