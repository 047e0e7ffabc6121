import { PaymentActions, PaymentSessionStatus } from "@medusajs/framework/utils"
import Stripe from "stripe"
import { describe, expect, it } from "vitest"
import { readShopEnv } from "../../../config/shop-env"
import { fromMinorUnits, toMinorUnits } from "../amounts"
import { sessionStatusOf, type CheckoutState } from "../checkout-data"
import {
  activeCheckoutProviderId,
  paymentModuleConfig,
  STRIPE_CHECKOUT_PROVIDER_ID,
  STRIPE_WEBHOOK_PATH,
  TEST_CHECKOUT_PROVIDER_ID,
} from "../config"
import { webhookAction } from "../stripe-checkout"
import { createStripeClient } from "../stripe-client"

describe("which hosted checkout is active", () => {
  it("is the labelled test-payment mode without a Stripe key", () => {
    expect(activeCheckoutProviderId(readShopEnv({}))).toBe(TEST_CHECKOUT_PROVIDER_ID)
    expect(TEST_CHECKOUT_PROVIDER_ID).toBe("pp_test-checkout_hosted")
  })

  it("is Stripe Checkout with a key, its webhook at Medusa's /hooks/payment route", () => {
    expect(activeCheckoutProviderId(readShopEnv({ STRIPE_API_KEY: "sk_test_123" }))).toBe(STRIPE_CHECKOUT_PROVIDER_ID)
    expect(STRIPE_CHECKOUT_PROVIDER_ID).toBe("pp_stripe-checkout_hosted")
    expect(STRIPE_WEBHOOK_PATH).toBe("/hooks/payment/stripe-checkout_hosted")
  })

  it("configures the payment module with the shop's URLs and Stripe settings", () => {
    const config = paymentModuleConfig(
      readShopEnv({ STRIPE_API_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1", STOREFRONT_URL: "https://shop.test/" })
    )
    expect(config.resolve).toBe("@medusajs/medusa/payment")
    expect(config.options.providers[0]).toMatchObject({
      resolve: "./src/modules/hosted-checkout",
      id: "hosted",
      options: { mode: "stripe", apiKey: "sk_test_1", webhookSecret: "whsec_1", storefrontUrl: "https://shop.test" },
    })
  })
})

describe("amounts in the smallest currency unit", () => {
  it.each([
    [54.95, "usd", 5495],
    [62.0, "cad", 6200],
    [0.1 + 0.2, "eur", 30],
    [1000, "jpy", 1000],
    [1.234, "kwd", 1230],
  ] as const)("%s %s is %s", (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor)
  })

  it("converts back", () => {
    expect(fromMinorUnits(5495, "usd")).toBe(54.95)
  })
})

describe("checkout state to Medusa's payment session status", () => {
  const open: CheckoutState = {
    id: "cs_1",
    url: "x",
    amount_total: 5495,
    currency: "usd",
    status: "open",
    payment_status: "unpaid",
    expires_at: null,
  }
  it("is pending while open, cancelled once expired", () => {
    expect(sessionStatusOf(open)).toBe(PaymentSessionStatus.PENDING)
    expect(sessionStatusOf({ ...open, status: "expired" })).toBe(PaymentSessionStatus.CANCELED)
  })
  it("is captured once paid for the amount it was created with", () => {
    const paid = { ...open, status: "complete", payment_status: "paid" } as const
    expect(sessionStatusOf(paid, open)).toBe(PaymentSessionStatus.CAPTURED)
    expect(sessionStatusOf({ ...paid, amount_total: 100 }, open)).toBe(PaymentSessionStatus.ERROR)
    expect(sessionStatusOf({ ...paid, currency: "eur" }, open)).toBe(PaymentSessionStatus.ERROR)
  })
})

describe("Stripe webhook events", () => {
  const session = (over: Partial<Stripe.Checkout.Session>) =>
    ({
      id: "cs_test_1",
      object: "checkout.session",
      amount_total: 5495,
      currency: "usd",
      status: "complete",
      payment_status: "paid",
      metadata: { payment_session_id: "payses_1", cart_id: "cart_1" },
      ...over,
    }) as Stripe.Checkout.Session
  const event = (type: string, object: Stripe.Checkout.Session) =>
    ({ id: "evt_1", object: "event", type, data: { object } }) as unknown as Stripe.Event

  it("authorises the Medusa session of a paid checkout.session.completed", () => {
    expect(webhookAction(event("checkout.session.completed", session({})))).toEqual({
      action: PaymentActions.AUTHORIZED,
      data: { session_id: "payses_1", amount: 54.95 },
    })
  })
  it("waits on a completed but unpaid session (delayed payment methods)", () => {
    expect(webhookAction(event("checkout.session.completed", session({ payment_status: "unpaid" }))).action).toBe(PaymentActions.PENDING)
  })
  it("ignores events of other objects and sessions without our metadata", () => {
    expect(webhookAction(event("payment_intent.succeeded", session({}))).action).toBe(PaymentActions.NOT_SUPPORTED)
    expect(webhookAction(event("checkout.session.completed", session({ metadata: {} }))).action).toBe(PaymentActions.NOT_SUPPORTED)
  })
  it("maps an expired session to cancelled, which leaves the cart as it is", () => {
    expect(webhookAction(event("checkout.session.expired", session({ status: "expired" }))).action).toBe(PaymentActions.CANCELED)
  })
})

describe("the Stripe client", () => {
  it("talks to STRIPE_API_BASE when set", () => {
    // getApiField is the SDK's own (untyped) accessor of its settings.
    const client = createStripeClient({ apiKey: "sk_test_1", apiBase: "http://127.0.0.1:12111" }) as unknown as {
      getApiField(name: string): unknown
    }
    expect(client.getApiField("host")).toBe("127.0.0.1")
    expect(client.getApiField("protocol")).toBe("http")
    expect(String(client.getApiField("port"))).toBe("12111")
  })
  it("refuses a base that is not http(s)", () => {
    expect(() => createStripeClient({ apiKey: "sk_test_1", apiBase: "ftp://x" })).toThrow(/STRIPE_API_BASE/)
  })
})
