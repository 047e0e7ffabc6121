/** The local Stripe-speaking server, driven by the real `stripe` SDK as the shop drives it. */
import Stripe from "stripe"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { parseStripeForm, startFakeStripe, type FakeStripe } from "./index"

let fake: FakeStripe
let stripe: Stripe

const client = (key: string) => {
  const base = new URL(fake.url)
  return new Stripe(key, { host: base.hostname, port: base.port, protocol: "http", maxNetworkRetries: 0 })
}

const params = (over: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams => ({
  mode: "payment",
  line_items: [{ quantity: 2, price_data: { currency: "usd", unit_amount: 5495, product_data: { name: "Canvas" } } }],
  success_url: "http://shop.test/order-complete/{CHECKOUT_SESSION_ID}",
  cancel_url: "http://shop.test/checkout",
  metadata: { payment_session_id: "payses_1", cart_id: "cart_1" },
  ...over,
})

beforeAll(async () => {
  fake = await startFakeStripe()
  stripe = client("sk_test_fake")
})
afterAll(() => fake.close())

describe("form bodies", () => {
  it("reads bracketed keys into objects and arrays", () => {
    expect(parseStripeForm("a[0][b][c]=1&a[1][b][c]=2&m[k]=v&x=y")).toEqual({
      a: [{ b: { c: "1" } }, { b: { c: "2" } }],
      m: { k: "v" },
      x: "y",
    })
  })
})

describe("Checkout Sessions through the stripe SDK", () => {
  it("creates an open, unpaid session with the amounts it was sent", async () => {
    const session = await stripe.checkout.sessions.create(params())
    expect(session.id).toMatch(/^cs_test_/)
    expect(session).toMatchObject({
      amount_total: 10990,
      currency: "usd",
      status: "open",
      payment_status: "unpaid",
      metadata: { payment_session_id: "payses_1", cart_id: "cart_1" },
    })
    expect(session.url).toContain(session.id)
    expect((await stripe.checkout.sessions.retrieve(session.id)).id).toBe(session.id)
  })

  it("answers a repeated Idempotency-Key with the first session, and refuses it with other parameters", async () => {
    const first = await stripe.checkout.sessions.create(params(), { idempotencyKey: "key-1" })
    const again = await stripe.checkout.sessions.create(params(), { idempotencyKey: "key-1" })
    expect(again.id).toBe(first.id)
    await expect(stripe.checkout.sessions.create(params({ metadata: { other: "x" } }), { idempotencyKey: "key-1" })).rejects.toMatchObject({
      type: "StripeIdempotencyError",
    })
  })

  it("refuses a wrong key with 401 and Stripe's error shape", async () => {
    await expect(client("pk_live_nope").checkout.sessions.create(params())).rejects.toMatchObject({
      type: "StripeAuthenticationError",
      statusCode: 401,
    })
  })

  it("refuses missing parameters with 400 naming the parameter", async () => {
    await expect(stripe.checkout.sessions.create(params({ success_url: undefined }))).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 400,
      param: "success_url",
    })
  })

  it("answers 404 resource_missing for an unknown session", async () => {
    await expect(stripe.checkout.sessions.retrieve("cs_test_nope")).rejects.toMatchObject({
      statusCode: 404,
      code: "resource_missing",
    })
  })

  it("expires an open session once", async () => {
    const session = await stripe.checkout.sessions.create(params())
    expect((await stripe.checkout.sessions.expire(session.id)).status).toBe("expired")
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 })
  })

  it("pays a session and hands back the completed event, which the SDK verifies once signed", async () => {
    const session = await stripe.checkout.sessions.create(params())
    const event = fake.pay(session.id)
    expect(event.type).toBe("checkout.session.completed")
    expect(event.data.object).toMatchObject({ id: session.id, status: "complete", payment_status: "paid" })
    const retrieved = await stripe.checkout.sessions.retrieve(session.id)
    expect(retrieved.payment_intent).toMatch(/^pi_/)

    const payload = JSON.stringify(event)
    const secret = "whsec_test"
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret })
    expect(stripe.webhooks.constructEvent(payload, header, secret).id).toBe(event.id)
    expect(() => stripe.webhooks.constructEvent(payload, header, "whsec_other")).toThrow()

    const refund = await stripe.refunds.create({ payment_intent: retrieved.payment_intent as string, amount: 1000 })
    expect(refund).toMatchObject({ amount: 1000, status: "succeeded" })
  })
})
