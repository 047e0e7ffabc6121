/**
 * Without a Stripe key the shop runs in the labelled test-payment mode: checkout sends the
 * customer to our own page (GET /checkout/test-payment/{code}) that says no card is charged;
 * Pay records the payment, queues the cart's completion into exactly one order (Medusa's event
 * bus, as Stripe's webhook) and returns to the storefront with the code.
 * Pay belongs to the cart's owner (the page's URL carries a token signed for that checkout and
 * owner); the order is labelled a test and is never sent to the print partner.
 * Also: the seeded regions offer both hosted checkouts, also after an older seed.
 */
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { updateLineItemInCartWorkflow, updateRegionsWorkflow } from "@medusajs/medusa/core-flows"
import { seedShop } from "@petshop/seed"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { completeStrandedCheckouts } from "../../src/commerce/checkout/complete-stranded-checkouts"
import { recordTestPayment } from "../../src/commerce/checkout/test-payment"
import { QUEUED_ORDER_GRACE_MS, verifyPurchase, verifyPurchaseOnReturn } from "../../src/commerce/checkout/verify-purchase"
import { STRIPE_CHECKOUT_PROVIDER_ID, TEST_CHECKOUT_PROVIDER_ID, TEST_PAYMENT_PAGE_PATH } from "../../src/modules/hosted-checkout/config"
import { startHostedCheckout } from "../../src/workflows/checkout/start-hosted-checkout"
import { shopperWithPaintingInCart } from "../helpers/cart"
import { cartTotals, orderCount, ordersForCart, readyToPayCart } from "../helpers/checkout-cart"
import { giveProductionImage, startFakeProdigi, type FakeProdigi } from "../helpers/fulfillment"
import { settle, withToken } from "../helpers/shop-api"
import { makeShopper } from "../helpers/shoppers"
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
    /** The page as the customer's browser opens it: its path and the owner's token. */
    const pagePath = (url: string) => {
      const u = new URL(url)
      return `${u.pathname}${u.search}`
    }
    /** The page's Pay button (its form posts to …/pay with the page's token). */
    const payPath = (url: string) => {
      const u = new URL(url)
      return `${u.pathname}/pay${u.search}`
    }

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
      expect(started.url).toMatch(new RegExp(`^${BACKEND}${TEST_PAYMENT_PAGE_PATH}/${started.code}\\?token=[A-Za-z0-9_-]{43}$`))
      expect(started.amount).toBeCloseTo(cart.total, 2)

      const page = await api.get(pagePath(started.url), noRedirect)
      expect(page.status).toBe(200)
      expect(page.data).toContain("TEST PAYMENT — no card is charged")
      const amount = new Intl.NumberFormat("en", { style: "currency", currency: "CAD" }).format(cart.total)
      expect(page.data).toContain(amount)
      expect(page.data).toContain(`action="${TEST_PAYMENT_PAGE_PATH}/${started.code}/pay?token=`)
      expect(page.data).toContain(`href="${STOREFRONT}/checkout"`)
      expect((await startHostedCheckout(container, { cart_id: cart.id })).code).toBe(started.code)
    })

    it("completes exactly one order when Pay is pressed, however often, with verify-purchase alongside", async () => {
      const container = getContainer()
      const cart = await readyToPayCart(container)
      const { url, code } = await startHostedCheckout(container, { cart_id: cart.id })
      expect(await rejection(verifyPurchase(container, code))).toMatchObject({ status: 400, type: "NOT_PAID" })
      expect(await ordersForCart(container, cart.id)).toEqual([])

      const paid = await api.post(payPath(url), undefined, noRedirect)
      expect(paid.status).toBe(303)
      expect(paid.headers.location).toBe(`${STOREFRONT}/order-complete/${code}`)
      // The order is made from the queue, with nobody calling verify-purchase.
      await eventsDrained()
      const orders = await ordersForCart(container, cart.id)
      expect(orders).toHaveLength(1)
      expect((await cartTotals(container, cart.id)).completed_at).toBeTruthy()

      const results = await Promise.all([
        ...Array.from({ length: 25 }, () => api.post(payPath(url), undefined, noRedirect).then((r: { status: number }) => r.status)),
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
        Array.from({ length: 20 }, () => api.post(payPath(url), undefined, noRedirect).then((r: { status: number }) => r.status))
      )
      expect(statuses).toEqual(Array(20).fill(303))
      await eventsDrained()
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
      expect((await api.post(payPath(first.url), undefined, noRedirect)).status).toBe(404)
      expect(await ordersForCart(container, cart.id)).toEqual([])
      const second = await startHostedCheckout(container, { cart_id: cart.id })
      expect(second.code).not.toBe(first.code)
      expect(second.amount).toBeCloseTo((await cartTotals(container, cart.id)).total, 2)
      expect((await api.post(payPath(second.url), undefined, noRedirect)).status).toBe(303)
      await eventsDrained()
      expect(await ordersForCart(container, cart.id)).toHaveLength(1)
    })

    /** A logged-in shopper whose cart holds a finished painting, addressed, and the checkout page create-checkout-session answered. */
    async function shopperAtTestPage() {
      const shopper = await shopperWithPaintingInCart(api, getContainer(), {
        country: "USA",
        state: "CO",
        city: "Denver",
        address1: "1200 Larimer Street",
        zipCode: "80204",
        phoneNumber: "303-555-0123",
      })
      const { data: started } = await api.post("/api/cart/create-checkout-session", {}, withToken(shopper.token))
      expect(started.testMode).toBe(true)
      return { ...shopper, url: started.url as string, code: started.code as string }
    }

    it("tells the order-complete page that a just-paid order is being placed, and places it there once the queue has had its time", async () => {
      const container = getContainer()
      const owner = await shopperAtTestPage()
      // Paid as Pay pays, without the queued event: as if the worker had not come to it yet.
      await recordTestPayment(container, owner.code, new URL(owner.url).searchParams.get("token"))

      const placing = await api.post("/api/cart/verify-purchase", { code: owner.code }, { ...withToken(owner.token), ...noRedirect })
      expect(placing.status).toBe(202)
      expect(placing.headers["retry-after"]).toBe("1")
      expect(placing.data).toEqual({ order: null, placing: true, message: "Thank you!" })
      const stranger = await makeShopper(api, container, "verified")
      expect((await settle(api.post("/api/cart/verify-purchase", { code: owner.code }, withToken(stranger.token)))).status).toBe(404)
      expect(await ordersForCart(container, owner.cart.id)).toEqual([])

      // The queue had its time and made nothing (a worker that never came): the page's next call places it.
      const later = Date.now() + QUEUED_ORDER_GRACE_MS + 1_000
      const placed = await verifyPurchaseOnReturn(container, owner.code, undefined, later)
      expect(placed.order_id).toMatch(/^order_/)
      expect(await ordersForCart(container, owner.cart.id)).toEqual([placed.order_id])
      const verified = await api.post("/api/cart/verify-purchase", { code: owner.code }, withToken(owner.token))
      expect(verified.status).toBe(200)
      expect(verified.data).toEqual({ order: placed.order_id, message: "Thank you!" })
    })

    it("closes a paid cart while its order is being made: a print added after Pay goes to a new cart, the order holds what was paid", async () => {
      const container = getContainer()
      const owner = await shopperAtTestPage()
      const paidCartId = owner.cart.id
      expect((await api.post(payPath(owner.url), undefined, noRedirect)).status).toBe(303)
      // Straight after Pay, before or while the worker makes the order.
      const added = (await api.post("/api/cart", { painting: owner.painting.id }, withToken(owner.token))).data
      expect(added.id).not.toBe(paidCartId)
      expect(added.items).toHaveLength(1)

      await eventsDrained()
      const [orderId] = await ordersForCart(container, paidCartId)
      const order = (await api.get(`/api/order/${orderId}`, withToken(owner.token))).data
      expect(order.cartStamp).toHaveLength(1)
      expect(order.totals.total).toBeCloseTo(owner.cart.total, 2)
      const open = (await api.get("/api/cart", withToken(owner.token))).data
      expect(open).toMatchObject({ id: added.id })
      expect(open.items).toHaveLength(1)
      expect(await ordersForCart(container, added.id)).toEqual([])
    })

    it("makes the order of a paid checkout whose queued order was lost at the next sweep, once, and leaves unpaid ones", async () => {
      const container = getContainer()
      const owner = await shopperAtTestPage()
      const unpaid = await shopperAtTestPage()
      // Pay as far as the payment and the cart's mark; its event never reaches the worker.
      await recordTestPayment(container, owner.code, new URL(owner.url).searchParams.get("token"))
      const ours = (report: Awaited<ReturnType<typeof completeStrandedCheckouts>>) =>
        report.completed.filter((c) => c.code === owner.code || c.code === unpaid.code)
      expect(await ordersForCart(container, owner.cart.id)).toEqual([])
      // Paid just now: the queue may still be making it.
      expect(ours(await completeStrandedCheckouts(container))).toEqual([])

      const swept = await completeStrandedCheckouts(container, 0)
      const [orderId] = await ordersForCart(container, owner.cart.id)
      expect(ours(swept)).toEqual([{ code: owner.code, orderId }])
      expect(swept.failed).toEqual([])
      expect(ours(await completeStrandedCheckouts(container, 0))).toEqual([])
      expect(await ordersForCart(container, owner.cart.id)).toEqual([orderId])
      expect(await ordersForCart(container, unpaid.cart.id)).toEqual([])
      await eventsDrained()
    })

    it("lets only the cart's owner press Pay: the page's URL carries a token signed for that checkout and owner", async () => {
      const owner = await shopperAtTestPage()
      const other = await shopperAtTestPage()
      const bare = `${TEST_PAYMENT_PAGE_PATH}/${owner.code}`
      const tokenOf = (url: string) => new URL(url).searchParams.get("token")!

      // Someone who knows the checkout code (it is in the order-complete URL) but not the owner's page.
      const attempts = [
        `${bare}/pay`,
        `${bare}/pay?token=`,
        `${bare}/pay?token=${tokenOf(other.url)}`,
        `${bare}/pay?token=${tokenOf(owner.url).slice(0, -2)}xx`,
        `${bare}/pay?token=${tokenOf(owner.url)}&token=${tokenOf(other.url)}`,
      ]
      for (const path of attempts) {
        const refused = await api.post(path, undefined, noRedirect)
        expect(refused.status, path).toBe(403)
        expect(refused.data).toContain("TEST PAYMENT")
        expect(refused.data).toContain("only from the checkout that opened it")
      }
      expect((await api.get(bare, noRedirect)).status).toBe(403)
      // Another shopper's own account token does not help either: the page belongs to the owner's checkout.
      expect((await api.post(`${bare}/pay`, undefined, { ...noRedirect, ...withToken(other.token) })).status).toBe(403)
      expect(await ordersForCart(getContainer(), owner.cart.id)).toEqual([])

      expect((await api.get(pagePath(owner.url), noRedirect)).status).toBe(200)
      const paid = await api.post(payPath(owner.url), undefined, noRedirect)
      expect(paid.status).toBe(303)
      expect(paid.headers.location).toBe(`${STOREFRONT}/order-complete/${owner.code}`)
      await eventsDrained()
      expect(await ordersForCart(getContainer(), owner.cart.id)).toHaveLength(1)
      expect(await ordersForCart(getContainer(), other.cart.id)).toEqual([])
    })

    describe("a test-paid order", () => {
      let prodigi: FakeProdigi
      const partnerEnv = withEnv(() => ({
        PRINT_PARTNER: "prodigi",
        PRODIGI_API_KEY: "test-prodigi-key",
        PRODIGI_API_BASE: prodigi.url,
        PRINT_PARTNER_CALLBACK_SECRET: "prodigi-callback-secret",
      }))
      beforeAll(async () => {
        prodigi = await startFakeProdigi()
        partnerEnv.apply()
      })
      afterAll(async () => {
        partnerEnv.restore()
        await prodigi?.close()
      })

      it("is labelled a test (order metadata and the order's answer) and is never sent to the print partner", async () => {
        const container = getContainer()
        const owner = await shopperAtTestPage()
        expect((await api.post(payPath(owner.url), undefined, noRedirect)).status).toBe(303)
        await eventsDrained()
        const [orderId] = await ordersForCart(container, owner.cart.id)
        const query = container.resolve(ContainerRegistrationKeys.QUERY)
        const { data } = await query.graph({ entity: "order", fields: ["metadata"], filters: { id: orderId } })
        // Labelled as it is made, not only once the order.placed subscriber has run.
        expect((data[0] as { metadata: Record<string, unknown> }).metadata).toMatchObject({ is_test: true })
        expect((await api.get(`/api/order/${orderId}`, withToken(owner.token))).data).toMatchObject({ uuid: orderId, isTest: true })

        // Everything ready for the partner: the print package prepared and the order marked ready.
        const admin = await makeShopper(api, container, "admin")
        await giveProductionImage(container, owner.painting.id)
        expect((await api.post(`/api/order/${orderId}/init-fulfillment`, {}, withToken(admin.token))).status).toBe(201)
        await api.patch(`/api/order/${orderId}/update-fulfillment`, { isReady: true }, withToken(admin.token))

        const sent = await settle(api.post(`/api/order/${orderId}/send-to-print-partner`, {}, withToken(admin.token)))
        expect(sent.status).toBe(400)
        expect(sent.data.message).toMatch(/test order .*never sent to the print partner/i)
        expect(prodigi.orders.size).toBe(0)
        expect(prodigi.requests.filter((r) => r.method === "POST")).toEqual([])
        const fulfillment = (await api.get(`/api/order/${orderId}`, withToken(admin.token))).data.fulfillment
        expect(fulfillment).toMatchObject({ isSent: false })
      })
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
