/**
 * From cart to order through the /api calls the storefront makes, in the labelled
 * test-payment mode a fresh machine runs in: create-checkout-session answers the hosted
 * page's URL, paying there completes the cart, verify-purchase answers the same order
 * however often it is asked, and the shopper's next cart starts empty.
 */
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { afterAll, beforeAll, expect, it } from "vitest"
import { customerOf, finishedPainting, setAddresses, shopperWithPaintingInCart } from "../helpers/cart"
import { settle, withToken } from "../helpers/shop-api"
import { makeShopper } from "../helpers/shoppers"

const saved = { key: process.env.STRIPE_API_KEY }
beforeAll(() => {
  process.env.STRIPE_API_KEY = ""
})
afterAll(() => {
  if (saved.key === undefined) delete process.env.STRIPE_API_KEY
  else process.env.STRIPE_API_KEY = saved.key
})

/** The test-payment page and its Pay button as the owner's browser has them (with the page's token). */
const pagePath = (url: string) => `${new URL(url).pathname}${new URL(url).search}`
const payPath = (url: string) => `${new URL(url).pathname}/pay${new URL(url).search}`

shopIntegrationTestRunner({
  seed: { demoAccounts: false },
  testSuite: ({ api, getContainer }) => {
    const shopperReadyToPay = () =>
      shopperWithPaintingInCart(api, getContainer(), {
        country: "CAN",
        state: "ON",
        city: "Toronto",
        address1: "1 King St W",
        zipCode: "M5H 1A1",
        phoneNumber: "416-555-0199",
      })

    it("takes a shopper from cart to exactly one order in test-payment mode", async () => {
      const { token, cart } = await shopperReadyToPay()
      const started = await api.post("/api/cart/create-checkout-session", {}, withToken(token))
      expect(started.data).toMatchObject({ testMode: true, total: cart.total, currency: "CAD" })
      const page = await api.get(pagePath(started.data.url))
      expect(page.data).toContain("TEST PAYMENT")

      const early = await settle(api.post("/api/cart/verify-purchase", { code: started.data.code }, withToken(token)))
      expect(early.status).toBe(400)
      expect((await api.get("/api/orders", withToken(token))).data.orders ?? []).toHaveLength(0)

      const pay = await settle(api.post(payPath(started.data.url), {}, { maxRedirects: 0, validateStatus: () => true }))
      expect([200, 302, 303]).toContain(pay.status)
      const verified = await api.post("/api/cart/verify-purchase", { code: started.data.code }, withToken(token))
      expect(verified.data).toMatchObject({ message: "Thank you!" })
      const again = await api.post("/api/cart/verify-purchase", { code: started.data.code }, withToken(token))
      expect(again.data.order).toBe(verified.data.order)

      const orders = (await api.get("/api/orders", withToken(token))).data.orders
      expect(orders.map((o: { uuid: string }) => o.uuid)).toEqual([verified.data.order])
      expect((await api.get("/api/cart", withToken(token))).data).toMatchObject({ items: [], total: 0 })
    })

    it("refuses checkout without login, with an empty cart or an incomplete address, and hides other people's orders", async () => {
      const visitor = await makeShopper(api, getContainer(), "temporary")
      expect((await settle(api.post("/api/cart/create-checkout-session", {}, withToken(visitor.token)))).status).toBe(423)

      const empty = await makeShopper(api, getContainer(), "verified")
      await setAddresses(getContainer(), empty.account.id, { country: "USA", state: "CO", phoneNumber: "303-555-0100" })
      expect(await settle(api.post("/api/cart/create-checkout-session", {}, withToken(empty.token)))).toMatchObject({
        status: 400,
        data: { field: "cart", message: "Your cart is currently empty." },
      })

      const container = getContainer()
      const noAddress = await makeShopper(api, container, "verified")
      const painting = await finishedPainting(container, await customerOf(container, noAddress.account.id))
      await api.post("/api/cart", { painting: painting.id }, withToken(noAddress.token))
      const incomplete = await settle(api.post("/api/cart/create-checkout-session", {}, withToken(noAddress.token)))
      expect(incomplete.status).toBe(400)
      expect(incomplete.data.field).toMatch(/^shipping\./)

      const { token, cart } = await shopperReadyToPay()
      const started = await api.post("/api/cart/create-checkout-session", {}, withToken(token))
      await api.post(payPath(started.data.url), {}, { maxRedirects: 0, validateStatus: () => true })
      const stranger = await settle(api.post("/api/cart/verify-purchase", { code: started.data.code }, withToken(empty.token)))
      expect(stranger.status).toBe(404)
      expect(await settle(api.post("/api/cart/verify-purchase", {}, withToken(token)))).toMatchObject({
        status: 400,
        data: { field: "code" },
      })
      expect(cart.items).toHaveLength(1)
    })
  },
})
