/**
 * Which hosted checkout the shop runs and how the payment module is configured for it.
 * Kept free of the Stripe SDK so medusa-config, the seed and routes can import it cheaply.
 */
import type { ShopEnv } from "../../config/shop-env"

/** The `id` of the provider registration; Medusa names the providers `pp_{identifier}_{id}`. */
export const HOSTED_CHECKOUT_REGISTRATION_ID = "hosted"
export const STRIPE_CHECKOUT_IDENTIFIER = "stripe-checkout"
export const TEST_CHECKOUT_IDENTIFIER = "test-checkout"
export const STRIPE_CHECKOUT_PROVIDER_ID = `pp_${STRIPE_CHECKOUT_IDENTIFIER}_${HOSTED_CHECKOUT_REGISTRATION_ID}`
export const TEST_CHECKOUT_PROVIDER_ID = `pp_${TEST_CHECKOUT_IDENTIFIER}_${HOSTED_CHECKOUT_REGISTRATION_ID}`
export const HOSTED_CHECKOUT_PROVIDER_IDS = [STRIPE_CHECKOUT_PROVIDER_ID, TEST_CHECKOUT_PROVIDER_ID] as const

/** Stripe's webhook endpoint is Medusa's `/hooks/payment/{identifier}_{id}`. */
export const STRIPE_WEBHOOK_PATH = `/hooks/payment/${STRIPE_CHECKOUT_IDENTIFIER}_${HOSTED_CHECKOUT_REGISTRATION_ID}`
/** The labelled page that stands in for Stripe's card page in test-payment mode. */
export const TEST_PAYMENT_PAGE_PATH = "/checkout/test-payment"

/** JWT_SECRET signs the test-payment page's owner token (commerce/checkout/test-payment-token.ts). */
export type CheckoutEnv = Pick<
  ShopEnv,
  "STRIPE_API_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_BASE" | "STOREFRONT_URL" | "BACKEND_URL" | "JWT_SECRET"
>
export type CheckoutMode = "stripe" | "test"

export type HostedCheckoutOptions = {
  mode: CheckoutMode
  apiKey: string
  webhookSecret: string
  /** Empty for api.stripe.com; otherwise another Stripe-speaking server (tests). */
  apiBase: string
  storefrontUrl: string
  backendUrl: string
}

export const checkoutMode = (env: Pick<ShopEnv, "STRIPE_API_KEY">): CheckoutMode => (env.STRIPE_API_KEY ? "stripe" : "test")

/**
 * The one provider the shop checks out with: Stripe when a key is configured, otherwise the
 * test-payment page. Both are registered so regions need no re-seeding when the key comes
 * or goes; the inactive one refuses to take payments.
 */
export function activeCheckoutProviderId(env: Pick<ShopEnv, "STRIPE_API_KEY">): string {
  return checkoutMode(env) === "stripe" ? STRIPE_CHECKOUT_PROVIDER_ID : TEST_CHECKOUT_PROVIDER_ID
}

export function hostedCheckoutOptions(env: CheckoutEnv): HostedCheckoutOptions {
  return {
    mode: checkoutMode(env),
    apiKey: env.STRIPE_API_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiBase: env.STRIPE_API_BASE,
    storefrontUrl: env.STOREFRONT_URL.replace(/\/+$/, ""),
    backendUrl: env.BACKEND_URL.replace(/\/+$/, ""),
  }
}

/** The payment module entry of medusa-config with both hosted checkout providers. */
export function paymentModuleConfig(env: CheckoutEnv) {
  return {
    resolve: "@medusajs/medusa/payment",
    options: {
      providers: [
        {
          resolve: "./src/modules/hosted-checkout",
          id: HOSTED_CHECKOUT_REGISTRATION_ID,
          options: hostedCheckoutOptions(env),
        },
      ],
    },
  }
}
