/**
 * From cart to order through the /api calls the storefront makes, in the labelled
 * test-payment mode a fresh machine runs in: create-checkout-session answers the hosted
 * page's URL, paying there completes the cart, verify-purchase answers the same order
 * however often it is asked, and the shopper's next cart starts empty.
 */
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { afterAll, beforeAll, expect, it } from "vitest"
import { customerOf, finishedPainting, setAddresses, shopperWithPaintingInCart, verifiedOrder } from "../helpers/cart"
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
      const verified = await verifiedOrder(api, started.data.code, token)
      expect(verified.data).toMatchObject({ order: expect.stringMatching(/^order_/), message: "Thank you!" })
      const again = await api.post("/api/cart/verify-purchase", { code: started.data.code }, withToken(token))
      expect(again.data.order).toBe(verified.data.order)

      const orders = (await api.get("/api/orders", withToken(token))).data.orders
      expect(orders.map((o: { uuid: string }) => o.uuid)).toEqual([verified.data.order])
      expect((await api.get("/api/cart", withToken(token))).data).toMatchObject({ items: [], total: 0 })
    })

    it("charges to the cent what the cart shows: a half-cent discount in Quebec, GST and QST named, the order alike (issue 26)", async () => {
      const container = getContainer()
      const { token, cart } = await shopperWithPaintingInCart(api, container, {
        country: "CAN",
        state: "QC",
        city: "Montréal",
        address1: "1 Rue Sainte-Catherine O",
        zipCode: "H2X 1Z4",
        phoneNumber: "514-555-0199",
      })
      const line = (cart as unknown as { items: { id: string; price: number }[]; shipping: number }).items[0]
      const shippingCents = Math.round((cart as unknown as { shipping: number }).shipping * 100)
      // A voucher and a quantity whose discount falls on half a cent, and where rounding only the
      // total (Medusa's unrounded sum, as the cart did before) gives another discount and total.
      const unit = Math.round(line.price * 100)
      const unrounded = (p: number, q: number) => {
        // In 1e-7 cents: the discount p % of the line, Quebec's 14.975 % of the rest and of shipping.
        const off = BigInt(unit * q * p) * 100000n
        const rest = BigInt(unit * q) * 10000000n - off + BigInt(shippingCents) * 10000000n
        return (rest + (rest * 14975n) / 100000n + 5000000n) / 10000000n
      }
      const byLine = (p: number, q: number) => {
        const off = Math.floor((unit * q * p + 50) / 100)
        const tax = (amount: number) => Math.round((amount * 5000) / 100000) + Math.round((amount * 9975) / 100000)
        return unit * q - off + shippingCents + tax(unit * q - off) + tax(shippingCents)
      }
      const [percent, quantity] = [10, 15, 5, 20, 25, 30, 35, 45, 12, 8]
        .flatMap((p) => [3, 1, 2, 4, 5, 6, 7].map((q) => [p, q]))
        .find(([p, q]) => (unit * q * p) % 100 === 50 && BigInt(byLine(p, q)) !== unrounded(p, q))!
      const admin = await makeShopper(api, container, "admin")
      await api.post("/api/promo_code", { code: `HALF${percent}`, discount: percent }, withToken(admin.token))
      await api.patch(`/api/cart/${line.id}`, { quantity }, withToken(token))
      const shown = (await api.post("/api/promo_code/apply", { code: `HALF${percent}` }, withToken(token))).data.cart

      // By hand, in cents: the discount rounds half up; each tax is its rate of the discounted line and of shipping.
      const subtotal = unit * quantity
      const discount = (unit * quantity * percent + 50) / 100
      const shipping = Math.round(shown.shipping * 100)
      const tax = (rateMilli: number) =>
        Math.round(((subtotal - discount) * rateMilli) / 100000) + Math.round((shipping * rateMilli) / 100000)
      const taxes = tax(5000) + tax(9975)
      const cents = (n: number) => Math.round(n * 100)
      expect([shown.subtotal, shown.discount, shown.shipping, shown.taxes, shown.total].map(cents)).toEqual([
        subtotal,
        discount,
        shipping,
        taxes,
        subtotal - discount + shipping + taxes,
      ])
      expect(shown.taxLines).toEqual([
        { name: "GST", rate: 5, amount: tax(5000) / 100 },
        { name: "QST", rate: 9.975, amount: tax(9975) / 100 },
      ])

      // Checkout charges that total, not Medusa's unrounded one.
      const started = await api.post("/api/cart/create-checkout-session", {}, withToken(token))
      expect(started.data).toMatchObject({ total: shown.total, currency: "CAD" })
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data: carts } = await query.graph({
        entity: "cart",
        fields: ["payment_collection.amount", "payment_collection.payment_sessions.amount"],
        filters: { id: shown.id },
      })
      const collection = (carts[0] as unknown as { payment_collection: { amount: number; payment_sessions: { amount: number }[] } })
        .payment_collection
      expect(Number(collection.amount)).toBe(shown.total)
      expect(collection.payment_sessions.map((s) => Number(s.amount))).toEqual([shown.total])

      await api.post(payPath(started.data.url), {}, { maxRedirects: 0, validateStatus: () => true })
      const verified = await verifiedOrder(api, started.data.code, token)
      const order = (await api.get(`/api/order/${verified.data.order}`, withToken(token))).data
      expect(order.totals).toMatchObject({
        subtotal: shown.subtotal,
        discount: shown.discount,
        shipping: shown.shipping,
        taxes: shown.taxes,
        taxLines: shown.taxLines,
        total: shown.total,
      })
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
