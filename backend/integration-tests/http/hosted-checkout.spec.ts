/**
 * Hosted checkout with Stripe: the real `stripe` SDK talks to a local Stripe-speaking server,
 * webhooks are signed with the SDK's test-header helper and arrive at Medusa's own
 * /hooks/payment route. A paid cart becomes exactly one order, whichever of the webhook and
 * verify-purchase comes first and however often; forged, stale and replayed webhooks make none.
 */
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { updateLineItemInCartWorkflow, createPaymentSessionsWorkflow } from "@medusajs/medusa/core-flows"
import { afterAll, beforeAll, expect, it } from "vitest"
import { startFakeStripe, type FakeStripe } from "../helpers/fake-stripe"
import { verifyPurchase } from "../../src/commerce/checkout/verify-purchase"
import { toMinorUnits } from "../../src/modules/hosted-checkout/amounts"
import { STRIPE_CHECKOUT_PROVIDER_ID, TEST_CHECKOUT_PROVIDER_ID } from "../../src/modules/hosted-checkout/config"
import { startHostedCheckout } from "../../src/workflows/checkout/start-hosted-checkout"
import { cartTotals, orderCount, ordersForCart, readyToPayCart } from "../helpers/checkout-cart"
import { deliver, eventsDrained, signedDelivery } from "../helpers/stripe-webhooks"
import { settle } from "../helpers/shop-api"
import { rejection, withEnv } from "../helpers/test-env"
import { pollUntil } from "../helpers/wait"

const API_KEY = "sk_test_hosted_checkout"
const WEBHOOK_SECRET = "whsec_hosted_checkout_test"
const STOREFRONT = "http://shop.test"
let fake: FakeStripe
const stripeMode = withEnv(() => ({
  STRIPE_API_KEY: API_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: fake.url,
  STOREFRONT_URL: STOREFRONT,
}))

// Before the runner boots the app (its hooks are nested), so medusa-config sees Stripe.
beforeAll(async () => {
  fake = await startFakeStripe({ apiKey: API_KEY })
  stripeMode.apply()
})
afterAll(async () => {
  await fake?.close()
  stripeMode.restore()
})

const shuffle = <T>(items: T[]) => {
  const a = [...items]
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[a[i], a[j]] = [a[j], a[i]]
  }
  return a
}

shopIntegrationTestRunner({
  seed: { demoAccounts: false },
  testSuite: ({ api, getContainer }) => {
    const paymentsOfCart = async (cartId: string) => {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "cart",
        fields: ["payment_collection.payments.id", "payment_collection.payments.captured_at", "payment_collection.status"],
        filters: { id: cartId },
      })
      return (data as unknown as { payment_collection: { status: string; payments: { id: string; captured_at: string | null }[] } }[])[0]
        .payment_collection
    }

    it("creates a Checkout Session for the cart total as the cart shows it, and reuses it while open", async () => {
      const container = getContainer()
      const cart = await readyToPayCart(container, { quantity: 2 })
      const started = await startHostedCheckout(container, { cart_id: cart.id })

      expect(started).toMatchObject({ provider_id: STRIPE_CHECKOUT_PROVIDER_ID, test_mode: false, currency_code: "usd" })
      expect(started.code).toMatch(/^cs_test_/)
      const session = fake.sessions.get(started.code)!
      expect(started.url).toBe(session.url)
      expect(started.amount).toBeCloseTo(cart.total, 2)
      expect(session).toMatchObject({
        mode: "payment",
        amount_total: toMinorUnits(cart.total, "usd"),
        currency: "usd",
        status: "open",
        success_url: `${STOREFRONT}/order-complete/{CHECKOUT_SESSION_ID}`,
        cancel_url: `${STOREFRONT}/checkout`,
        client_reference_id: cart.id,
        customer_email: "buyer@example.com",
        metadata: { cart_id: cart.id, payment_session_id: expect.stringMatching(/^payses_/) },
      })
      const create = fake.requests.find((r) => r.method === "POST" && r.path === "/v1/checkout/sessions")!
      expect(create.idempotencyKey).toBe(`hosted-checkout-${session.metadata!.payment_session_id}`)
      expect(create.authorization).toBe(`Bearer ${API_KEY}`)

      const again = await startHostedCheckout(container, { cart_id: cart.id })
      expect(again.code).toBe(started.code)
      expect(fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions")).toHaveLength(1)
    })

    it("replaces the checkout when the cart changes, expiring the outdated page", async () => {
      const container = getContainer()
      const cart = await readyToPayCart(container)
      const first = await startHostedCheckout(container, { cart_id: cart.id })
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "cart", fields: ["items.id"], filters: { id: cart.id } })
      const itemId = (data as unknown as { items: { id: string }[] }[])[0].items[0].id
      await updateLineItemInCartWorkflow(container).run({ input: { cart_id: cart.id, item_id: itemId, update: { quantity: 3 } } })

      const second = await startHostedCheckout(container, { cart_id: cart.id })
      expect(second.code).not.toBe(first.code)
      expect(fake.sessions.get(first.code)!.status).toBe("expired")
      const total = (await cartTotals(container, cart.id)).total
      expect(fake.sessions.get(second.code)!.amount_total).toBe(toMinorUnits(total, "usd"))
      expect(await rejection(verifyPurchase(container, first.code))).toMatchObject({ status: 409, type: "CHECKOUT_REPLACED" })
    })

    it("verifies a purchase only once it is paid, then answers the same order every time", async () => {
      const container = getContainer()
      const cart = await readyToPayCart(container)
      const { code } = await startHostedCheckout(container, { cart_id: cart.id })

      expect(await rejection(verifyPurchase(container, code))).toMatchObject({ status: 400, type: "NOT_PAID" })
      expect(await ordersForCart(container, cart.id)).toEqual([])

      fake.pay(code)
      const first = await verifyPurchase(container, code)
      expect(first.cart_id).toBe(cart.id)
      expect(await verifyPurchase(container, code)).toEqual(first)
      expect(await ordersForCart(container, cart.id)).toEqual([first.order_id])
      expect((await cartTotals(container, cart.id)).completed_at).toBeTruthy()

      const order = await container
        .resolve(Modules.ORDER)
        .retrieveOrder(first.order_id, { select: ["id", "total", "currency_code", "email"] })
      expect(Number(order.total)).toBeCloseTo(cart.total, 2)
      const payments = await paymentsOfCart(cart.id)
      expect(payments.payments).toHaveLength(1)
      expect(payments.payments[0].captured_at).toBeTruthy()
    })

    it("refuses codes that are not this shop's checkouts with 4xx", async () => {
      const container = getContainer()
      expect(await rejection(verifyPurchase(container, ""))).toMatchObject({ status: 400, field: "code" })
      expect(await rejection(verifyPurchase(container, "'; drop table cart; --"))).toMatchObject({ status: 400, field: "code" })
      expect(await rejection(verifyPurchase(container, "cs_test_doesnotexist"))).toMatchObject({ status: 404 })
    })

    it("completes the order from a signed checkout.session.completed webhook, and ignores its replay", async () => {
      const container = getContainer()
      const cart = await readyToPayCart(container)
      const { code } = await startHostedCheckout(container, { cart_id: cart.id })
      const event = fake.pay(code)

      const delivery = signedDelivery(event, WEBHOOK_SECRET)
      expect((await deliver(api, delivery)).status).toBe(200)
      const orders = await pollUntil(
        () => ordersForCart(container, cart.id),
        (o) => o.length > 0,
        60_000
      )
      expect(orders).toHaveLength(1)

      // The same event again (Stripe retries), and re-signed later: no second order.
      expect((await deliver(api, delivery)).status).toBe(200)
      expect((await deliver(api, signedDelivery(event, WEBHOOK_SECRET))).status).toBe(200)
      await eventsDrained()
      expect(await ordersForCart(container, cart.id)).toEqual(orders)
      expect(await orderCount(container)).toBe(1)
      expect(await verifyPurchase(container, code)).toEqual({ order_id: orders[0], cart_id: cart.id })
    })

    it("ignores forged, tampered, unsigned and stale webhooks: no order until the payment is verified", async () => {
      const container = getContainer()
      const cart = await readyToPayCart(container)
      const { code } = await startHostedCheckout(container, { cart_id: cart.id })
      const event = fake.pay(code)

      const genuine = signedDelivery(event, WEBHOOK_SECRET)
      const attempts = [
        signedDelivery(event, "whsec_someone_else"),
        { payload: genuine.payload.replace(/"amount_total": \d+/, '"amount_total": 1'), signature: genuine.signature },
        { payload: genuine.payload },
        { payload: genuine.payload, signature: "t=1,v1=deadbeef" },
        // Older than the SDK's 300 s tolerance: a captured delivery replayed later.
        signedDelivery(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301),
      ]
      for (const attempt of attempts) {
        const { status } = await deliver(api, attempt)
        // Medusa's route accepts the delivery and verifies it on the event bus.
        expect(status).toBeLessThan(500)
      }
      await eventsDrained()
      expect(await ordersForCart(container, cart.id)).toEqual([])
      expect(await orderCount(container)).toBe(0)

      // The payment itself is genuine: verifying it with Stripe still makes the order.
      const { order_id } = await verifyPurchase(container, code)
      expect(await ordersForCart(container, cart.id)).toEqual([order_id])
    })

    it("makes exactly one order from 200 duplicated, shuffled, concurrent webhooks and verify-purchase calls", async () => {
      const container = getContainer()
      const cart = await readyToPayCart(container)
      // An earlier checkout of the same cart, replaced after a change: its expiry events arrive too.
      const first = await startHostedCheckout(container, { cart_id: cart.id })
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "cart", fields: ["items.id"], filters: { id: cart.id } })
      const itemId = (data as unknown as { items: { id: string }[] }[])[0].items[0].id
      await updateLineItemInCartWorkflow(container).run({ input: { cart_id: cart.id, item_id: itemId, update: { quantity: 2 } } })
      const { code } = await startHostedCheckout(container, { cart_id: cart.id })
      const expired = fake.events.find((e) => e.type === "checkout.session.expired" && (e.data.object as { id: string }).id === first.code)!
      const completed = fake.pay(code)

      const calls: (() => Promise<unknown>)[] = []
      for (let i = 0; i < 120; i++) {
        // Duplicates, some re-signed at another moment as Stripe's retries are.
        const delivery = signedDelivery(completed, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - (i % 5) * 30)
        calls.push(() => deliver(api, delivery))
      }
      for (let i = 0; i < 30; i++) calls.push(() => deliver(api, signedDelivery(expired, WEBHOOK_SECRET)))
      for (let i = 0; i < 50; i++) calls.push(() => verifyPurchase(container, code))
      expect(calls).toHaveLength(200)

      const results = await Promise.allSettled(shuffle(calls).map((call) => call()))
      const failures = results.filter((r) => r.status === "rejected")
      expect(failures).toEqual([])
      const verified = results
        .map((r) => (r as PromiseFulfilledResult<unknown>).value)
        .filter((v): v is { order_id: string } => !!v && typeof v === "object" && "order_id" in v)
      expect(verified).toHaveLength(50)
      expect(new Set(verified.map((v) => v.order_id)).size).toBe(1)

      await eventsDrained()
      expect(await ordersForCart(container, cart.id)).toEqual([verified[0].order_id])
      expect(await orderCount(container)).toBe(1)
      const payments = await paymentsOfCart(cart.id)
      expect(payments.payments).toHaveLength(1)
    })

    it("keeps the cart intact when the checkout expires unpaid, and lets a new one start", async () => {
      const container = getContainer()
      const cart = await readyToPayCart(container)
      const { code } = await startHostedCheckout(container, { cart_id: cart.id })
      const event = fake.expire(code)
      expect((await deliver(api, signedDelivery(event, WEBHOOK_SECRET))).status).toBe(200)
      await eventsDrained()

      expect(await rejection(verifyPurchase(container, code))).toMatchObject({ status: 400, type: "CHECKOUT_EXPIRED" })
      expect((await cartTotals(container, cart.id)).completed_at).toBeNull()
      const again = await startHostedCheckout(container, { cart_id: cart.id })
      expect(again.code).not.toBe(code)
      fake.pay(again.code)
      const { order_id } = await verifyPurchase(container, again.code)
      expect(await ordersForCart(container, cart.id)).toEqual([order_id])
    })

    it("refuses to start a checkout for a cart that cannot be paid", async () => {
      const container = getContainer()
      expect(await rejection(startHostedCheckout(container, { cart_id: "cart_missing" }))).toMatchObject({ status: 404 })
      const cart = await readyToPayCart(container)
      const { code } = await startHostedCheckout(container, { cart_id: cart.id })
      fake.pay(code)
      await verifyPurchase(container, code)
      expect(await rejection(startHostedCheckout(container, { cart_id: cart.id }))).toMatchObject({ status: 400, type: "CART_COMPLETED" })
    })

    it("takes no test payments while Stripe is configured", async () => {
      const container = getContainer()
      const cart = await readyToPayCart(container)
      await startHostedCheckout(container, { cart_id: cart.id })
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "cart", fields: ["payment_collection.id"], filters: { id: cart.id } })
      const collectionId = (data as unknown as { payment_collection: { id: string } }[])[0].payment_collection.id
      await expect(
        createPaymentSessionsWorkflow(container).run({
          input: { payment_collection_id: collectionId, provider_id: TEST_CHECKOUT_PROVIDER_ID },
        })
      ).rejects.toThrow(/Test payments are off/)
      expect((await settle(api.get(`/checkout/test-payment/payses_anything`))).status).toBe(404)
    })
  },
})
