/**
 * No back doors: Medusa's own /store and /auth/customer routes, which the storefront does
 * not use, are closed, and the shop's cart rules run inside Medusa's cart workflows, so a
 * line of someone else's painting or a voucher whose rule does not hold cannot become an
 * order whichever way it reached the cart.
 */
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { Modules } from "@medusajs/framework/utils"
import { addToCartWorkflow, createCartWorkflow } from "@medusajs/medusa/core-flows"
import { beforeAll, expect, it } from "vitest"
import { customerOf, finishedPainting, variantOf } from "../helpers/cart"
import { ordersForCart } from "../helpers/checkout-cart"
import { placeOrder } from "../helpers/orders"
import { settle, withToken } from "../helpers/shop-api"
import { makeShopper } from "../helpers/shoppers"

shopIntegrationTestRunner({
  seed: { demoAccounts: false },
  testSuite: ({ api, getContainer, seeded }) => {
    let store: { headers: Record<string, string> }
    beforeAll(() => {
      store = { headers: { "x-publishable-api-key": seeded().publishableKey } }
    })

    async function shopperWithPainting(size?: { width: number; height: number }) {
      const container = getContainer()
      const shopper = await makeShopper(api, container, "verified")
      const customerId = await customerOf(container, shopper.account.id)
      return { ...shopper, customerId, painting: await finishedPainting(container, customerId, size) }
    }

    async function emptyCartOf(customerId: string) {
      const container = getContainer()
      const [region] = await container.resolve(Modules.REGION).listRegions({ currency_code: "usd" })
      const { result } = await createCartWorkflow(container).run({ input: { region_id: region.id, customer_id: customerId } })
      return result.id
    }

    it("closes Medusa's store routes that change carts, payments, customers or orders, and keeps the catalogue readable", async () => {
      const victim = await shopperWithPainting()
      const attacker = await shopperWithPainting()
      const cartId = await emptyCartOf(attacker.customerId)
      const variant = await variantOf(getContainer(), "canvas-16x24")
      const line = { variant_id: variant, quantity: 1, metadata: { painting_id: victim.painting.id } }
      const attempts = [
        api.post("/store/carts", { items: [line] }, store),
        api.post(`/store/carts/${cartId}/line-items`, line, store),
        api.post(`/store/carts/${cartId}/promotions`, { promo_codes: ["ANY"] }, store),
        api.post(`/store/carts/${cartId}/complete`, {}, store),
        api.post("/store/payment-collections", { cart_id: cartId }, store),
        api.get("/store/customers/me", store),
        api.get("/store/orders", store),
        api.get(`/store/shipping-options?cart_id=${cartId}`, store),
      ]
      for (const answer of await Promise.all(attempts.map((a) => settle(a)))) {
        expect(answer).toMatchObject({ status: 404, data: { message: "Not found." } })
      }
      expect((await settle(api.post(`/store/carts/${cartId}/line-items`, line))).status).toBeGreaterThanOrEqual(400)
      expect(await ordersForCart(getContainer(), cartId)).toEqual([])

      const products = await api.get("/store/products?limit=2&fields=handle", store)
      expect(products.data.products).toHaveLength(2)
      expect((await api.get("/store/regions?fields=currency_code", store)).data.regions.length).toBeGreaterThan(0)
    })

    it("closes Medusa's customer log-in and sign-up, which skip the shop's checks and throttles", async () => {
      const login = await settle(api.post("/auth/customer/emailpass", { email: "a@example.com", password: "guess-1234" }))
      const register = await settle(api.post("/auth/customer/emailpass/register", { email: "new@example.com", password: "guess-1234" }))
      expect(login).toMatchObject({ status: 404 })
      expect(register).toMatchObject({ status: 404 })
      const identities = await getContainer().resolve(Modules.AUTH).listProviderIdentities({ entity_id: "new@example.com" })
      expect(identities).toEqual([])
      // The Medusa admin's own log-in stays.
      expect((await settle(api.post("/auth/user/emailpass", { email: "a@example.com", password: "guess-1234" }))).status).toBe(401)
    })

    it("refuses a line of another customer's private painting in Medusa's own add-to-cart workflow", async () => {
      const victim = await shopperWithPainting()
      const attacker = await shopperWithPainting()
      const cartId = await emptyCartOf(attacker.customerId)
      const variant = await variantOf(getContainer(), "canvas-16x24")
      const add = (paintingId: string) =>
        addToCartWorkflow(getContainer()).run({
          input: { cart_id: cartId, items: [{ variant_id: variant, quantity: 1, metadata: { painting_id: paintingId } }] },
        })
      await expect(add(victim.painting.id)).rejects.toThrow("Painting not found.")
      await expect(
        addToCartWorkflow(getContainer()).run({ input: { cart_id: cartId, items: [{ variant_id: variant, quantity: 1 }] } })
      ).rejects.toThrow("Every item in the cart must be a print of one of your paintings.")
      // A square print of a 2:3 painting has the wrong shape.
      await expect(
        addToCartWorkflow(getContainer()).run({
          input: {
            cart_id: cartId,
            items: [
              { variant_id: await variantOf(getContainer(), "canvas-12x12"), quantity: 1, metadata: { painting_id: attacker.painting.id } },
            ],
          },
        })
      ).rejects.toThrow("Product is currently unavailable.")
      await add(attacker.painting.id)
      const cart = await getContainer()
        .resolve(Modules.CART)
        .retrieveCart(cartId, { relations: ["items"] })
      expect(cart.items!.map((i) => i.metadata?.painting_id)).toEqual([attacker.painting.id])
    })

    it("does not complete a cart holding someone else's painting, however its line got there", async () => {
      const victim = await shopperWithPainting()
      const attacker = await shopperWithPainting()
      const variantId = await variantOf(getContainer(), "canvas-16x24")
      await expect(
        placeOrder(getContainer(), { customerId: attacker.customerId, variantId, paintingId: victim.painting.id })
      ).rejects.toThrow("Painting not found.")
      const own = await placeOrder(getContainer(), { customerId: attacker.customerId, variantId, paintingId: attacker.painting.id })
      const orders = await getContainer().resolve(Modules.ORDER).listOrders({ customer_id: attacker.customerId })
      expect(orders.map((o) => o.id)).toEqual([own])
    })

    it("does not complete a cart whose gift voucher's minimum quantity does not hold, whoever applied it", async () => {
      const admin = await makeShopper(api, getContainer(), "admin")
      const created = await api.post(
        "/api/promo_code",
        { code: "five-for-half", discount: 50, minProductQuantity: 5 },
        withToken(admin.token)
      )
      expect(created.status).toBe(201)
      const buyer = await shopperWithPainting()
      const variantId = await variantOf(getContainer(), "canvas-16x24")
      const order = { customerId: buyer.customerId, variantId, paintingId: buyer.painting.id, promoCodes: ["FIVE-FOR-HALF"] }
      await expect(placeOrder(getContainer(), order)).rejects.toThrow("This gift voucher needs 5 items in your cart; you have 1.")
      expect(await placeOrder(getContainer(), { ...order, quantity: 5 })).toMatch(/^order_/)
    })
  },
})
