/**
 * Gift vouchers (spec "promo codes") as Medusa promotions: admin CRUD with the spec's
 * messages, and check / apply / cancel on a cart, with the product, framing and
 * minProductQuantity rules of spec section 5.
 */
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { expect, it } from "vitest"
import { customerOf, finishedPainting, setAddresses, variantOf } from "../helpers/cart"
import { settle, withToken } from "../helpers/shop-api"
import { makeShopper } from "../helpers/shoppers"

const round2 = (n: number) => Math.round(n * 100) / 100
/** A voucher's percent of an amount, to the cent, half a cent up (the shop's one rounding rule). */
const expectPercentOf = (discount: number, amount: number, percent: number) =>
  expect(Math.round(discount * 100)).toBe(Math.floor((Math.round(amount * 100) * percent + 50) / 100))

/** A cart as the cart calls answer it, as far as this spec reads it. */
type CartBody = { id: string; subtotal: number; items: { id: string; medium: string; productHasFrame: boolean; price: number }[] }

shopIntegrationTestRunner({
  seed: {},
  testSuite: ({ api, getContainer }) => {
    async function admin() {
      return (await makeShopper(api, getContainer(), "admin")).token
    }

    async function shopperWithCart(lines: { handle: string; frame?: string; quantity?: number }[]) {
      const container = getContainer()
      const shopper = await makeShopper(api, container, "verified")
      const painting = await finishedPainting(container, await customerOf(container, shopper.account.id))
      let cart!: CartBody
      for (const line of lines) {
        const medium = await variantOf(container, line.handle, line.frame ?? "none")
        cart = (await api.post("/api/cart", { painting: painting.id, medium }, withToken(shopper.token))).data
        const item = cart.items.find((i) => i.medium === medium)!
        if ((line.quantity ?? 1) > 1)
          cart = (await api.patch(`/api/cart/${item.id}`, { quantity: line.quantity }, withToken(shopper.token))).data
      }
      return { ...shopper, cart }
    }

    async function productId(handle: string) {
      const [p] = await getContainer().resolve(Modules.PRODUCT).listProducts({ handle })
      return p.id
    }

    it("lets admins create, list, read, change and delete vouchers, which Medusa's admin shows as promotions", async () => {
      const token = await admin()
      const created = await api.post("/api/promo_code", { code: "spring-10", discount: 10 }, withToken(token))
      expect(created.status).toBe(201)
      expect(created.data.promoCode).toMatchObject({
        code: "SPRING-10",
        discount: 10,
        product: null,
        productHasFrame: null,
        minProductQuantity: 1,
      })
      const id = created.data.promoCode.id
      const promotion = await getContainer()
        .resolve(Modules.PROMOTION)
        .retrievePromotion(id, { relations: ["application_method"] })
      expect(promotion).toMatchObject({ code: "SPRING-10", status: "active", application_method: { type: "percentage", value: 10 } })

      expect((await api.get("/api/promo_codes", withToken(token))).data.promoCodes.map((p: { code: string }) => p.code)).toContain(
        "SPRING-10"
      )
      expect((await api.get(`/api/promo_code/${id}`, withToken(token))).data.promoCode.code).toBe("SPRING-10")
      const canvas = await productId("canvas-12x18")
      const updated = await api.patch(
        `/api/promo_code/${id}`,
        { discount: 15, product: canvas, productHasFrame: true, minProductQuantity: 2 },
        withToken(token)
      )
      expect(updated.data).toMatchObject({
        message: "Gift voucher updated.",
        promoCode: { discount: 15, product: canvas, productHasFrame: true, minProductQuantity: 2 },
      })
      const deleted = await api.delete(`/api/promo_code/${id}`, withToken(token))
      expect(deleted.data.message).toBe("Gift voucher deleted.")
      expect((await settle(api.get(`/api/promo_code/${id}`, withToken(token)))).status).toBe(404)
    })

    it("refuses bad vouchers with a field and message, and non-admins every admin call", async () => {
      const token = await admin()
      await api.post("/api/promo_code", { code: "TAKEN", discount: 5 }, withToken(token))
      const cases: [object, string][] = [
        [{ code: "taken", discount: 5 }, "code"],
        [{ code: "x", discount: 5 }, "code"],
        [{ code: "OK-CODE", discount: 0 }, "discount"],
        [{ code: "OK-CODE", discount: 101 }, "discount"],
        [{ code: "OK-CODE", discount: 5, minProductQuantity: 0 }, "minProductQuantity"],
        [{ code: "OK-CODE", discount: 5, product: "prod_missing" }, "product"],
      ]
      for (const [body, field] of cases) {
        expect(await settle(api.post("/api/promo_code", body, withToken(token)))).toMatchObject({ status: 400, data: { field } })
      }
      const { token: shopper } = await makeShopper(api, getContainer(), "verified")
      const [voucher] = (await api.get("/api/promo_codes", withToken(token))).data.promoCodes
      const refusals = await Promise.all([
        settle(api.get("/api/promo_codes", withToken(shopper))),
        settle(api.post("/api/promo_code", { code: "MINE", discount: 90 }, withToken(shopper))),
        settle(api.get(`/api/promo_code/${voucher.id}`, withToken(shopper))),
        settle(api.patch(`/api/promo_code/${voucher.id}`, { discount: 90 }, withToken(shopper))),
        settle(api.delete(`/api/promo_code/${voucher.id}`, withToken(shopper))),
      ])
      expect(refusals.map((r) => r.status)).toEqual([401, 401, 401, 401, 401])
      expect((await api.get(`/api/promo_code/${voucher.id}`, withToken(token))).data.promoCode.discount).toBe(5)
    })

    it("applies a percentage to any item, and removes it on cancel", async () => {
      await api.post("/api/promo_code", { code: "ANY10", discount: 10 }, withToken(await admin()))
      const { token, cart } = await shopperWithCart([{ handle: "canvas-12x18" }])
      const checked = await api.get("/api/promo_code/check?code=any10", withToken(token))
      expect(checked.data).toMatchObject({ applies: true, promoCode: { code: "ANY10", discount: 10 } })

      const applied = await api.post("/api/promo_code/apply", { code: "any10" }, withToken(token))
      expect(applied.data.message).toBe("Gift voucher applied.")
      const c = applied.data.cart
      expectPercentOf(c.discount, cart.subtotal, 10)
      expect(c.total).toBe(round2(c.subtotal - c.discount + c.shipping + c.taxes))
      expect(c.promoCodes).toMatchObject([{ code: "ANY10", applied: true }])

      const cancelled = await api.post("/api/promo_code/cancel", { code: "ANY10" }, withToken(token))
      expect(cancelled.data).toMatchObject({ message: "Gift voucher removed.", cart: { discount: 0, promoCodes: [] } })
      expect(await settle(api.post("/api/promo_code/cancel", { code: "ANY10" }, withToken(token)))).toMatchObject({
        status: 400,
        data: { field: "code" },
      })
      expect(await settle(api.post("/api/promo_code/apply", { code: "NOPE" }, withToken(token)))).toMatchObject({
        status: 400,
        data: { field: "code", message: "Gift voucher not found." },
      })
      expect((await settle(api.get("/api/promo_code/check?code=NOPE", withToken(token)))).status).toBe(400)
    })

    it("applies only once the matching quantity reaches minProductQuantity, and follows the cart's quantity", async () => {
      await api.post("/api/promo_code", { code: "TWOPLUS", discount: 20, minProductQuantity: 2 }, withToken(await admin()))
      const { token, cart } = await shopperWithCart([{ handle: "canvas-12x18" }])
      const refused = await settle(api.post("/api/promo_code/apply", { code: "TWOPLUS" }, withToken(token)))
      expect(refused).toMatchObject({
        status: 400,
        data: { field: "code", message: "This gift voucher needs 2 items in your cart; you have 1." },
      })

      const line = cart.items[0]
      await api.patch(`/api/cart/${line.id}`, { quantity: 2 }, withToken(token))
      const applied = (await api.post("/api/promo_code/apply", { code: "TWOPLUS" }, withToken(token))).data.cart
      expectPercentOf(applied.discount, line.price * 2, 20)

      const fewer = (await api.patch(`/api/cart/${line.id}`, { quantity: 1 }, withToken(token))).data
      expect(fewer.discount).toBe(0)
      expect(fewer.promoCodes).toMatchObject([{ code: "TWOPLUS", applied: false }])
      const again = (await api.patch(`/api/cart/${line.id}`, { quantity: 3 }, withToken(token))).data
      expectPercentOf(again.discount, line.price * 3, 20)
    })

    it("holds the voucher rule through any door: Medusa's own cart promotions workflow refuses it with the same message", async () => {
      await api.post("/api/promo_code", { code: "PAIRS", discount: 30, minProductQuantity: 2 }, withToken(await admin()))
      const { token, cart } = await shopperWithCart([{ handle: "canvas-12x18" }])
      const message = "This gift voucher needs 2 items in your cart; you have 1."
      const refused = await settle(api.post("/api/promo_code/apply", { code: "PAIRS" }, withToken(token)))
      expect(refused).toMatchObject({ status: 400, data: { field: "code", message } })

      // The same change through Medusa's workflow, as its /store promotions route or a script would run it.
      const engine = getContainer().resolve(Modules.WORKFLOW_ENGINE)
      const other = engine.run("update-cart-promotions", {
        input: { cart_id: cart.id, promo_codes: ["PAIRS"], action: "add" },
        throwOnError: true,
      })
      await expect(other).rejects.toMatchObject({ message })
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "cart", fields: ["promotions.code", "items.adjustments.id"], filters: { id: cart.id } })
      const after = data[0] as unknown as { promotions: unknown[]; items: { adjustments: unknown[] }[] }
      expect(after.promotions).toEqual([])
      expect(after.items.flatMap((i) => i.adjustments)).toEqual([])
      expect((await api.get("/api/cart", withToken(token))).data).toMatchObject({ discount: 0, promoCodes: [] })

      // Once the cart qualifies, the same workflow may apply it: the rule, not the door, decides.
      await api.patch(`/api/cart/${cart.items[0].id}`, { quantity: 2 }, withToken(token))
      await engine.run("update-cart-promotions", {
        input: { cart_id: cart.id, promo_codes: ["PAIRS"], action: "add" },
        throwOnError: true,
      })
      const { data: applied } = await query.graph({ entity: "cart", fields: ["promotions.code"], filters: { id: cart.id } })
      expect((applied[0] as unknown as { promotions: { code: string }[] }).promotions.map((p) => p.code)).toEqual(["PAIRS"])
    })

    it("follows a voucher as it is now: a changed or deleted one changes the cart and what checkout charges", async () => {
      const token = await admin()
      const voucher = (await api.post("/api/promo_code", { code: "CHANGING", discount: 25 }, withToken(token))).data.promoCode
      const shopper = await shopperWithCart([{ handle: "canvas-12x18" }])
      await setAddresses(getContainer(), shopper.account.id, { country: "USA", state: "CO", phoneNumber: "303-555-0100" })
      const charged = async () => {
        const started = (await api.post("/api/cart/create-checkout-session", {}, withToken(shopper.token))).data
        const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
        const { data } = await query.graph({ entity: "cart", fields: ["payment_collection.amount"], filters: { id: shopper.cart.id } })
        const collection = (data[0] as { payment_collection: { amount: number } }).payment_collection
        // The card is charged in cents: Medusa keeps fractions of a cent in the collection.
        return { shown: started.total, charged: round2(Number(collection.amount)) }
      }
      const applied = (await api.post("/api/promo_code/apply", { code: "CHANGING" }, withToken(shopper.token))).data.cart
      expectPercentOf(applied.discount, applied.subtotal, 25)

      await api.patch(`/api/promo_code/${voucher.id}`, { discount: 5 }, withToken(token))
      const changed = (await api.get("/api/cart", withToken(shopper.token))).data
      expectPercentOf(changed.discount, changed.subtotal, 5)
      expect(await charged()).toEqual({ shown: changed.total, charged: changed.total })

      await api.delete(`/api/promo_code/${voucher.id}`, withToken(token))
      const gone = (await api.get("/api/cart", withToken(shopper.token))).data
      expect(gone).toMatchObject({ discount: 0, promoCodes: [] })
      expect(gone.total).toBe(round2(gone.subtotal + gone.shipping + gone.taxes))
      expect(await charged()).toEqual({ shown: gone.total, charged: gone.total })
    })

    it("discounts only the product and framing the voucher names", async () => {
      const token = await admin()
      const canvas = await productId("canvas-12x18")
      await api.post("/api/promo_code", { code: "FRAMED25", discount: 25, productHasFrame: true }, withToken(token))
      await api.post("/api/promo_code", { code: "CANVAS1218", discount: 50, product: canvas }, withToken(token))
      const shopper = await shopperWithCart([{ handle: "canvas-12x18", frame: "black" }, { handle: "canvas-16x24" }])
      const framed = shopper.cart.items.find((i) => i.productHasFrame)!
      const plain = shopper.cart.items.find((i) => !i.productHasFrame)!

      const one = (await api.post("/api/promo_code/apply", { code: "FRAMED25" }, withToken(shopper.token))).data.cart
      expectPercentOf(one.discount, framed.price, 25)
      await api.post("/api/promo_code/cancel", { code: "FRAMED25" }, withToken(shopper.token))
      const two = (await api.post("/api/promo_code/apply", { code: "CANVAS1218" }, withToken(shopper.token))).data.cart
      expectPercentOf(two.discount, framed.price, 50)
      expect(two.total).toBe(round2(two.subtotal - two.discount + two.shipping + two.taxes))
      expect(plain.price).toBeGreaterThan(0)

      const unframedOnly = await shopperWithCart([{ handle: "canvas-16x24" }])
      const refused = await settle(api.post("/api/promo_code/apply", { code: "FRAMED25" }, withToken(unframedOnly.token)))
      expect(refused).toMatchObject({ status: 400, data: { message: "This gift voucher needs a framed item in your cart." } })
    })
  },
})
