/**
 * Without a Stripe key the shop runs in the labelled test-payment mode: checkout sends the
 * customer to our own page (GET /checkout/test-payment/{code}) that says no card is charged;
 * Pay completes the cart into exactly one order and returns to the storefront with the code.
 * Also: the seeded regions offer both hosted checkouts, also after an older seed.
 */
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { updateLineItemInCartWorkflow, updateRegionsWorkflow } from "@medusajs/medusa/core-flows"
import { seedShop } from "@petshop/seed"
import { afterAll, beforeAll, expect, it } from "vitest"
import { verifyPurchase } from "../../src/commerce/checkout/verify-purchase"
import { STRIPE_CHECKOUT_PROVIDER_ID, TEST_CHECKOUT_PROVIDER_ID, TEST_PAYMENT_PAGE_PATH } from "../../src/modules/hosted-checkout/config"
import { startHostedCheckout } from "../../src/workflows/checkout/start-hosted-checkout"
import { cartTotals, orderCount, ordersForCart, readyToPayCart } from "../helpers/checkout-cart"
import { eventsDrained } from "../helpers/stripe-webhooks"
import { rejection, withEnv } from "../helpers/test-env"

const STOREFRONT = "http://shop.test"
const BACKEND = "http://backend.test"
const testMode = withEnv(() => ({
  STRIPE_API_KEY: "",
  STRIPE_WEBHOOK_SECRET: "",
  STRIPE_API_BASE: "",
  STOREFRONT_URL: STOREFRONT,
  BACKEND_URL: BACKEND,
}))

beforeAll(() => testMode.apply())
afterAll(() => testMode.restore())

shopIntegrationTestRunner({
  seed: { demoAccounts: false },
  testSuite: ({ api, getContainer }) => {
    const noRedirect = { maxRedirects: 0, validateStatus: () => true }
    const pagePath = (url: string) => new URL(url).pathname

    const regionProviders = async () => {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "region", fields: ["name", "payment_providers.id"] })
      return (data as unknown as { name: string; payment_providers: { id: string }[] }[]).map((r) => ({
        name: r.name,
        providers: r.payment_providers.map((p) => p.id).sort(),
      }))
    }

    it("seeds every region with both hosted checkouts only, also over regions seeded before with Medusa's approve-all provider", async () => {
      const expected = [STRIPE_CHECKOUT_PROVIDER_ID, TEST_CHECKOUT_PROVIDER_ID].sort()
      for (const region of await regionProviders()) expect(region.providers).toEqual(expected)

      const container = getContainer()
      const regions = await container.resolve(Modules.REGION).listRegions({})
      for (const region of regions) {
        await updateRegionsWorkflow(container).run({
          input: { selector: { id: region.id }, update: { payment_providers: ["pp_system_default"] } },
        })
      }
      const again = await seedShop(container, { demoAccounts: false })
      expect(again.steps.find((s) => s.step === "regions")).toMatchObject({ created: regions.length })
      for (const region of await regionProviders()) expect(region.providers).toEqual(expected)
      const third = await seedShop(container, { demoAccounts: false })
      expect(third.created).toBe(0)
    })

    it("sends the customer to a page that says it is a test, for the cart total", async () => {
      const container = getContainer()
      const cart = await readyToPayCart(container, { currency: "cad" })
      const started = await startHostedCheckout(container, { cart_id: cart.id })
      expect(started).toMatchObject({ provider_id: TEST_CHECKOUT_PROVIDER_ID, test_mode: true, currency_code: "cad" })
      expect(started.code).toMatch(/^payses_/)
      expect(started.url).toBe(`${BACKEND}${TEST_PAYMENT_PAGE_PATH}/${started.code}`)
      expect(started.amount).toBeCloseTo(cart.total, 2)

      const page = await api.get(pagePath(started.url), noRedirect)
      expect(page.status).toBe(200)
      expect(page.data).toContain("TEST PAYMENT — no card is charged")
      const amount = new Intl.NumberFormat("en", { style: "currency", currency: "CAD" }).format(cart.total)
      expect(page.data).toContain(amount)
      expect(page.data).toContain(`action="${TEST_PAYMENT_PAGE_PATH}/${started.code}/pay"`)
      expect(page.data).toContain(`href="${STOREFRONT}/checkout"`)
      expect((await startHostedCheckout(container, { cart_id: cart.id })).code).toBe(started.code)
    })

    it("completes exactly one order when Pay is pressed, however often, with verify-purchase alongside", async () => {
      const container = getContainer()
      const cart = await readyToPayCart(container)
      const { url, code } = await startHostedCheckout(container, { cart_id: cart.id })
      expect(await rejection(verifyPurchase(container, code))).toMatchObject({ status: 400, type: "NOT_PAID" })
      expect(await ordersForCart(container, cart.id)).toEqual([])

      const paid = await api.post(`${pagePath(url)}/pay`, undefined, noRedirect)
      expect(paid.status).toBe(303)
      expect(paid.headers.location).toBe(`${STOREFRONT}/order-complete/${code}`)
      const orders = await ordersForCart(container, cart.id)
      expect(orders).toHaveLength(1)
      expect((await cartTotals(container, cart.id)).completed_at).toBeTruthy()

      const results = await Promise.all([
        ...Array.from({ length: 25 }, () =>
          api.post(`${pagePath(url)}/pay`, undefined, noRedirect).then((r: { status: number }) => r.status)
        ),
        ...Array.from({ length: 25 }, () => verifyPurchase(container, code).then((r) => r.order_id)),
      ])
      expect(results.slice(0, 25)).toEqual(Array(25).fill(303))
      expect(new Set(results.slice(25))).toEqual(new Set(orders))
      expect(await ordersForCart(container, cart.id)).toEqual(orders)
      expect(await orderCount(container)).toBe(1)
      expect((await api.get(pagePath(url), noRedirect)).data).toContain("Already paid")
    })

    it("makes one order from concurrent first presses of Pay and verify-purchase calls", async () => {
      const container = getContainer()
      const cart = await readyToPayCart(container)
      const { url, code } = await startHostedCheckout(container, { cart_id: cart.id })
      const statuses = await Promise.all(
        Array.from({ length: 20 }, () => api.post(`${pagePath(url)}/pay`, undefined, noRedirect).then((r: { status: number }) => r.status))
      )
      expect(statuses).toEqual(Array(20).fill(303))
      expect(await ordersForCart(container, cart.id)).toHaveLength(1)
      expect((await verifyPurchase(container, code)).order_id).toBe((await ordersForCart(container, cart.id))[0])
    })

    it("answers 404 pages for unknown or replaced test checkouts, and the cart can start again", async () => {
      const container = getContainer()
      expect((await api.get(`${TEST_PAYMENT_PAGE_PATH}/payses_unknown`, noRedirect)).status).toBe(404)
      expect((await api.get(`${TEST_PAYMENT_PAGE_PATH}/not-a-session`, noRedirect)).status).toBe(404)
      expect((await api.post(`${TEST_PAYMENT_PAGE_PATH}/payses_unknown/pay`, undefined, noRedirect)).status).toBe(404)

      const cart = await readyToPayCart(container)
      const first = await startHostedCheckout(container, { cart_id: cart.id })
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "cart", fields: ["items.id"], filters: { id: cart.id } })
      const itemId = (data as unknown as { items: { id: string }[] }[])[0].items[0].id
      await updateLineItemInCartWorkflow(container).run({ input: { cart_id: cart.id, item_id: itemId, update: { quantity: 2 } } })

      // The old page was for the old total: it cannot be paid any more.
      expect((await api.post(`${pagePath(first.url)}/pay`, undefined, noRedirect)).status).toBe(404)
      expect(await ordersForCart(container, cart.id)).toEqual([])
      const second = await startHostedCheckout(container, { cart_id: cart.id })
      expect(second.code).not.toBe(first.code)
      expect(second.amount).toBeCloseTo((await cartTotals(container, cart.id)).total, 2)
      expect((await api.post(`${pagePath(second.url)}/pay`, undefined, noRedirect)).status).toBe(303)
      expect(await ordersForCart(container, cart.id)).toHaveLength(1)
    })

    it("ignores Stripe webhooks when no Stripe key is configured", async () => {
      const cart = await readyToPayCart(getContainer())
      await startHostedCheckout(getContainer(), { cart_id: cart.id })
      const event = {
        id: "evt_1",
        object: "event",
        type: "checkout.session.completed",
        data: {
          object: {
            id: "cs_test_1",
            status: "complete",
            payment_status: "paid",
            amount_total: 1,
            currency: "usd",
            metadata: { payment_session_id: "payses_x", cart_id: cart.id },
          },
        },
      }
      const res = await api.post("/hooks/payment/stripe-checkout_hosted", event, noRedirect)
      expect(res.status).toBe(200)
      await eventsDrained()
      expect(await orderCount(getContainer())).toBe(0)
    })
  },
})
