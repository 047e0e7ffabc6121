/**
 * The cart as a shopper meets it (spec sections 3, 5, 9): paintings added on products of
 * their aspect ratio, quantities, prices in the shipping country's currency, the cheapest
 * common shipping option (Hawaii at triple cost), taxes from the billing place, and
 * total = subtotal - discount + shipping + taxes.
 */
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { describe, expect, it } from "vitest"
import { customerOf, finishedPainting, priceOf, setAddresses, variantOf } from "../helpers/cart"
import { settle, withToken } from "../helpers/shop-api"
import { makeShopper } from "../helpers/shoppers"
import { useTempOutbox } from "../helpers/outbox"

// Cart reminders land in this spec's own outbox folder.
const outbox = useTempOutbox()

const round2 = (n: number) => Math.round(n * 100) / 100

/** A shipping option of a cart line, as this spec reads it. */
type ShippingOptionBody = { deliverTo: string[]; cost: number }
type PaintingModuleService = import("@petshop/painting-module").PaintingModuleService

shopIntegrationTestRunner({
  seed: {},
  testSuite: ({ api, getContainer }) => {
    async function shopperWithPainting(size?: { width: number; height: number }) {
      const container = getContainer()
      const shopper = await makeShopper(api, container, "verified")
      const customerId = await customerOf(container, shopper.account.id)
      const painting = await finishedPainting(container, customerId, size)
      return { ...shopper, customerId, painting }
    }

    it("starts empty, then adds a painting on the medium asked for, priced in USD with shipping and total", async () => {
      const { token, account, painting } = await shopperWithPainting()
      const empty = await api.get("/api/cart", withToken(token))
      expect(empty.data).toMatchObject({ items: [], itemCount: 0, currency: "USD", shippingCountry: "USA", shippingState: "CO", total: 0 })

      const medium = await variantOf(getContainer(), "canvas-12x18", "black")
      const { status, data } = await api.post("/api/cart", { painting: painting.id, medium, isRotated: false }, withToken(token))
      expect(status).toBe(201)
      expect(data.items).toHaveLength(1)
      const price = await priceOf(getContainer(), medium, "usd")
      expect(data.items[0]).toMatchObject({
        quantity: 1,
        price,
        type: "Painting",
        medium,
        productHasFrame: true,
        frame: "black",
        painting: painting.id,
        paintingStamp: { title: "Rex in oil" },
        paintingRoute: `/artwork/${painting.id}`,
        account: account.id,
        cantShip: null,
        label: { text1: "Rex in oil" },
      })
      expect(data.items[0].shippingOptions.find((o: ShippingOptionBody) => o.deliverTo.includes("USA"))).toBeTruthy()
      expect(data.items[0].shippingOptions.find((o: ShippingOptionBody) => o.deliverTo.includes("ENG"))).toMatchObject({
        deliverTo: ["ENG", "SCT", "WLS"],
      })
      // Cheapest common option selected automatically: US standard at 9.95; Colorado collects no tax here.
      expect(data.shippingOption).toMatchObject({ cost: 9.95 })
      expect(data).toMatchObject({ currency: "USD", subtotal: price, discount: 0, shipping: 9.95, taxes: 0, total: round2(price + 9.95) })
    })

    it("shows the painting as its line's picture in the Medusa admin, not a blank", async () => {
      const { token, painting } = await shopperWithPainting()
      const thumb = `/static/${painting.id}-thumb.jpg`
      await getContainer()
        .resolve<PaintingModuleService>("painting")
        .updatePaintings({ id: painting.id, image: { original: `/static/${painting.id}.jpg`, thumb } })
      const { data } = await api.post("/api/cart", { painting: painting.id }, withToken(token))
      const [line] = await getContainer().resolve(Modules.CART).listLineItems({ id: data.items[0].id })
      expect(line.thumbnail).toBe(thumb)
    })

    it("picks the cheapest plain print that fits when no medium is given, and merges a second add", async () => {
      const { token, painting } = await shopperWithPainting()
      await api.post("/api/cart", { painting: painting.id }, withToken(token))
      const { data } = await api.post("/api/cart", { painting: painting.id }, withToken(token))
      expect(data.items).toHaveLength(1)
      expect(data.items[0]).toMatchObject({ quantity: 2, productHasFrame: false, signed: false })
      expect(data.subtotal).toBe(round2(data.items[0].price * 2))
    })

    it("sells a painting only on products of its aspect ratio, in either orientation", async () => {
      const square = await shopperWithPainting({ width: 1000, height: 1000 })
      const portraitMedium = await variantOf(getContainer(), "canvas-12x18")
      const wrong = await settle(api.post("/api/cart", { painting: square.painting.id, medium: portraitMedium }, withToken(square.token)))
      expect(wrong).toMatchObject({ status: 400, data: { field: "medium", message: "Product is currently unavailable." } })

      const odd = await shopperWithPainting({ width: 500, height: 768 })
      const none = await settle(api.post("/api/cart", { painting: odd.painting.id }, withToken(odd.token)))
      expect(none).toMatchObject({ status: 400, data: { message: "Product is currently unavailable." } })

      const landscape = await shopperWithPainting({ width: 768, height: 512 })
      const ok = await api.post(
        "/api/cart",
        { painting: landscape.painting.id, medium: portraitMedium, isRotated: true },
        withToken(landscape.token)
      )
      expect(ok.data.items[0]).toMatchObject({ medium: portraitMedium, isRotated: true })
      expect((await api.get("/api/cart", withToken(square.token))).data.items).toEqual([])
    })

    it("refuses someone else's painting, unfinished paintings and bad bodies without changing the cart", async () => {
      const owner = await shopperWithPainting()
      const other = await shopperWithPainting()
      const theirs = await settle(api.post("/api/cart", { painting: owner.painting.id }, withToken(other.token)))
      expect(theirs.status).toBe(404)
      const paintings = getContainer().resolve<PaintingModuleService>("painting")
      await paintings.updatePaintings({ id: other.painting.id, status: "in-progress" })
      const unfinished = await settle(api.post("/api/cart", { painting: other.painting.id }, withToken(other.token)))
      expect(unfinished).toMatchObject({ status: 400, data: { field: "painting" } })
      const bad = await settle(api.post("/api/cart", { medium: "x" }, withToken(other.token)))
      expect(bad).toMatchObject({ status: 400, data: { field: "painting" } })
      expect((await settle(api.get("/api/cart"))).status).toBe(401)
      expect((await api.get("/api/cart", withToken(other.token))).data.items).toEqual([])
    })

    it("sells prints of the shop's public demo paintings to any shopper, not of hidden ones", async () => {
      const studio = await shopperWithPainting()
      const paintings = getContainer().resolve<PaintingModuleService>("painting")
      await paintings.updatePaintings({ id: studio.painting.id, is_demo: true, is_public: true })
      const hidden = await finishedPainting(getContainer(), studio.customerId, undefined, "Studio draft")
      await paintings.updatePaintings({ id: hidden.id, is_demo: true, is_public: false })

      const buyer = await makeShopper(api, getContainer(), "verified")
      const visitor = await makeShopper(api, getContainer(), "temporary")
      for (const who of [buyer, visitor]) {
        const { status, data } = await api.post("/api/cart", { painting: studio.painting.id }, withToken(who.token))
        expect(status).toBe(201)
        expect(data.items).toHaveLength(1)
        expect(data.items[0]).toMatchObject({ painting: studio.painting.id, account: who.account.id, quantity: 1 })
        const refused = await settle(api.post("/api/cart", { painting: hidden.id }, withToken(who.token)))
        expect(refused).toMatchObject({ status: 404, data: { message: "Painting not found." } })
        expect((await api.get("/api/cart", withToken(who.token))).data.items).toHaveLength(1)
      }
      // The studio's own cart is untouched.
      expect((await api.get("/api/cart", withToken(studio.token))).data.items).toEqual([])
    })

    it("changes quantities, deletes at 0, and keeps other accounts' lines out of reach", async () => {
      const { token, painting } = await shopperWithPainting()
      const { data } = await api.post("/api/cart", { painting: painting.id }, withToken(token))
      const line = data.items[0]
      const three = await api.patch(`/api/cart/${line.id}`, { quantity: 3 }, withToken(token))
      expect(three.data.items[0].quantity).toBe(3)
      expect(three.data.subtotal).toBe(round2(line.price * 3))

      expect(three.data.total).toBe(round2(three.data.subtotal - three.data.discount + three.data.shipping + three.data.taxes))

      const stranger = await shopperWithPainting()
      const foreign = await settle(api.patch(`/api/cart/${line.id}`, { quantity: 1 }, withToken(stranger.token)))
      expect(foreign).toMatchObject({ status: 404, data: { message: "Painting is not in cart." } })
      expect((await settle(api.delete(`/api/cart/${line.id}`, withToken(stranger.token)))).status).toBe(404)
      for (const quantity of [-1, 1.5, "two", 100]) {
        const bad = await settle(api.patch(`/api/cart/${line.id}`, { quantity }, withToken(token)))
        expect(bad).toMatchObject({ status: 400, data: { field: "quantity" } })
      }

      const zero = await api.patch(`/api/cart/${line.id}`, { quantity: 0 }, withToken(token))

      expect(zero.data).toMatchObject({ items: [], total: 0 })
      const again = await api.post("/api/cart", { painting: painting.id }, withToken(token))

      const deleted = await api.delete(`/api/cart/${again.data.items[0].id}`, withToken(token))
      expect(deleted.data.items).toEqual([])
    })

    /** What a write to the cart would change: its rows' updated_at and its tax lines (replaced, new ids, on every re-tax). */
    async function cartRows(cartId: string) {
      const query = getContainer().resolve("query")
      const { data } = await query.graph({
        entity: "cart",
        fields: [
          "updated_at",
          "region_id",
          "shipping_address.updated_at",
          "billing_address.updated_at",
          "items.id",
          "items.updated_at",
          "items.tax_lines.id",
          "shipping_methods.id",
          "shipping_methods.updated_at",
          "shipping_methods.tax_lines.id",
        ],
        filters: { id: cartId },
      })
      return data[0] as unknown as { updated_at: Date; region_id: string }
    }

    it("shows an unchanged cart without writing to it, and still follows a new shipping country", async () => {
      const { token, account, painting } = await shopperWithPainting()
      const container = getContainer()
      const medium = await variantOf(container, "canvas-12x18")
      // Taxes from a billing place other than the shipping address: the case that re-taxed the cart on every view.
      await setAddresses(container, account.id, { country: "USA", state: "CO" }, { country: "CAN", state: "ON", zipCode: "M5V 2T6" })
      const added = await api.post("/api/cart", { painting: painting.id, medium }, withToken(token))
      const written = await cartRows(added.data.id)

      const views = [await api.get("/api/cart", withToken(token)), await api.get("/api/cart", withToken(token))]
      for (const view of views) expect(view.data).toEqual(added.data)
      expect(await cartRows(added.data.id)).toEqual(written)

      // A real change is still brought into the cart: the new country's currency, price, shipping and taxes.
      await setAddresses(container, account.id, { country: "ENG", zipCode: "SW1A 1AA" })
      const moved = await api.get("/api/cart", withToken(token))
      const gbp = await priceOf(container, medium, "gbp")
      expect(moved.data).toMatchObject({
        id: added.data.id,
        currency: "GBP",
        shippingCountry: "ENG",
        billingCountry: "ENG",
        subtotal: gbp,
        shipping: 9.95,
      })
      expect(moved.data.taxLines.map((t: { name: string; rate: number }) => [t.name, t.rate])).toEqual([["VAT", 20]])
      const after = await cartRows(added.data.id)
      expect(after.region_id).not.toBe(written.region_id)
      expect(after.updated_at).not.toEqual(written.updated_at)
    })

    /**
     * Every row of the cart tables and of the shop's own line-painting links, as counts and
     * latest changes: any write anywhere to a cart (insert, update, soft delete, a replaced
     * tax line) shows here.
     */
    async function cartTables() {
      const knex = getContainer().resolve<import("knex").Knex>(ContainerRegistrationKeys.PG_CONNECTION)
      const { rows: tables } = (await knex.raw(
        `SELECT table_name FROM information_schema.columns
          WHERE table_schema = current_schema() AND column_name = 'updated_at'
            AND (table_name LIKE 'cart%' OR table_name LIKE '%line_item%painting%')
          ORDER BY table_name`
      )) as { rows: { table_name: string }[] }
      expect(tables.map((t) => t.table_name)).toEqual(
        expect.arrayContaining(["cart", "cart_line_item", "cart_promotion", "cart_shipping_method", "cart_address"])
      )
      const snapshot: Record<string, unknown> = {}
      for (const { table_name } of tables) {
        const { rows } = await knex.raw(
          `SELECT count(*)::int AS rows, max(updated_at) AS updated, max(deleted_at) AS deleted FROM "${table_name}"`
        )
        snapshot[table_name] = rows[0]
      }
      return snapshot
    }

    it("GET /api/cart writes nothing: the cart tables are unchanged by several views, after a price change or a change behind the shop's back", async () => {
      const { token, account, painting } = await shopperWithPainting()
      const container = getContainer()
      const medium = await variantOf(container, "canvas-12x18")
      await setAddresses(container, account.id, { country: "USA", state: "CO" }, { country: "CAN", state: "ON", zipCode: "M5V 2T6" })
      const added = await api.post("/api/cart", { painting: painting.id, medium }, withToken(token))
      const before = await cartTables()
      const started = Date.now()
      for (let i = 0; i < 3; i++) expect((await api.get("/api/cart", withToken(token))).data).toEqual(added.data)
      const perView = (Date.now() - started) / 3
      expect(await cartTables()).toEqual(before)

      // The product's price changes: the cart keeps the price its line was added at until the
      // cart's next write, and showing it still writes nothing.
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "product_variant",
        fields: ["prices.id", "prices.currency_code"],
        filters: { id: medium },
      })
      const usd = (data[0] as unknown as { prices: { id: string; currency_code: string }[] }).prices.find((p) => p.currency_code === "usd")!
      const knex = container.resolve<import("knex").Knex>(ContainerRegistrationKeys.PG_CONNECTION)
      const setAmount = (delta: number) =>
        knex.raw(
          `UPDATE price SET amount = amount + ?, raw_amount = jsonb_build_object('value', (amount + ?)::text, 'precision', 20),
                  updated_at = now() WHERE id = ?`,
          [delta, delta, usd.id]
        )
      await setAmount(5)
      try {
        const changed = await cartTables()
        for (let i = 0; i < 2; i++) expect((await api.get("/api/cart", withToken(token))).data).toEqual(added.data)
        expect(await cartTables()).toEqual(changed)
      } finally {
        await setAmount(-5)
      }

      // Even a change the cart should follow, made behind the shop's back (the account's
      // addresses written straight to its module, not through the update workflow), is only
      // shown, never written by a view: showing the cart used to move it to the new region.
      const accounts = container.resolve<{ updateAccounts(data: object): Promise<unknown> }>("account")
      await accounts.updateAccounts({
        id: account.id,
        addresses: { shipping: { country: "ENG", city: "London" }, isBillingSameAsShipping: true },
      })
      const behind = await cartTables()
      const shown = (await api.get("/api/cart", withToken(token))).data
      expect(shown).toMatchObject({ id: added.data.id, currency: "USD", subtotal: added.data.subtotal })
      expect(await cartTables()).toEqual(behind)
      console.log(`GET /api/cart: ${perView.toFixed(0)} ms a view (3 views of a synced cart)`)
    })

    it("lets an admin e-mail cart reminders, except to shoppers who switched them off", async () => {
      const container = getContainer()
      const visitor = await makeShopper(api, container, "temporary")
      const email = `reminder-${Date.now()}@example.com`
      await api.post("/api/account/register", { email, password: "long enough" }, withToken(visitor.token))
      const painting = await finishedPainting(container, await customerOf(container, visitor.account.id))
      const { data } = await api.post("/api/cart", { painting: painting.id }, withToken(visitor.token))
      const admin = await makeShopper(api, container, "admin")

      const sent = await api.post("/api/cart/send-reminder", { cartItemIds: [data.items[0].id] }, withToken(admin.token))
      expect(sent.data).toMatchObject({ message: "Reminder sent.", sent: 1, skipped: [] })
      expect((await outbox.latest(email, "generic")).subject).toBe("Your pet's portrait is waiting in your cart")

      await api.post("/api/account/cart_reminders", {}, withToken(visitor.token))
      const quiet = await api.post("/api/cart/send-reminder", { cartItemIds: [data.items[0].id] }, withToken(admin.token))
      expect(quiet.data).toMatchObject({ sent: 0, skipped: [{ cartItemId: data.items[0].id, reason: "unsubscribed from cart reminders" }] })
      expect(outbox.to(email, "generic")).toHaveLength(1)

      expect(
        (await settle(api.post("/api/cart/send-reminder", { cartItemIds: [data.items[0].id] }, withToken(visitor.token)))).status
      ).toBe(401)
      expect(await settle(api.post("/api/cart/send-reminder", { cartItemIds: [] }, withToken(admin.token)))).toMatchObject({
        status: 400,
        data: { field: "cartItemIds" },
      })
    })

    describe("currency, shipping and taxes by place", () => {
      // Spec section 9: Canadian taxes; the other countries as seeded (US 0%, AU GST 10%, UK VAT 20%, IE VAT 23%).
      /** Each tax is its rate of the line and of shipping, each rounded to the cent half up (the shop's rule). */
      const taxCents = (amount: number, taxes: [string, number][]) =>
        taxes.reduce((sum, [, rate]) => sum + Math.floor((Math.round(amount * 100) * Math.round(rate * 1000) + 50000) / 100000), 0)
      const GST: [string, number] = ["GST", 5]
      const HST13: [string, number][] = [["HST", 13]]
      const HST15: [string, number][] = [["HST", 15]]
      const places: [string, string, string, [string, number][], number][] = [
        // country, state, currency, taxes (name, rate %), standard shipping
        ["CAN", "AB", "cad", [GST], 14.95],
        ["CAN", "NT", "cad", [GST], 14.95],
        ["CAN", "NU", "cad", [GST], 14.95],
        ["CAN", "YT", "cad", [GST], 14.95],
        ["CAN", "BC", "cad", [GST, ["PST", 7]], 14.95],
        ["CAN", "MB", "cad", [GST, ["RST", 7]], 14.95],
        ["CAN", "SK", "cad", [GST, ["PST", 6]], 14.95],
        ["CAN", "QC", "cad", [GST, ["QST", 9.975]], 14.95],
        ["CAN", "ON", "cad", HST13, 14.95],
        ["CAN", "NB", "cad", HST15, 14.95],
        ["CAN", "NL", "cad", HST15, 14.95],
        ["CAN", "NS", "cad", HST15, 14.95],
        ["CAN", "PE", "cad", HST15, 14.95],
        ["USA", "CO", "usd", [], 9.95],
        ["USA", "HI", "usd", [], 29.85],
        ["AUS", "NSW", "aud", [["GST", 10]], 19.95],
        ["ENG", "", "gbp", [["VAT", 20]], 9.95],
        ["SCT", "", "gbp", [["VAT", 20]], 9.95],
        ["WLS", "", "gbp", [["VAT", 20]], 9.95],
        ["IRL", "", "eur", [["VAT", 23]], 11.95],
      ]

      it.each(places)("ships to %s %s in %s with taxes %j and shipping %s", async (country, state, currency, taxes, shipping) => {
        const { token, account, painting } = await shopperWithPainting()
        const medium = await variantOf(getContainer(), "canvas-12x18")
        await api.post("/api/cart", { painting: painting.id, medium }, withToken(token))
        await setAddresses(getContainer(), account.id, { country, state, zipCode: country === "AUS" ? "2000" : "12345" })
        const { data } = await api.get("/api/cart", withToken(token))
        const price = await priceOf(getContainer(), medium, currency)

        expect(data).toMatchObject({
          currency: currency.toUpperCase(),
          shippingCountry: country,
          subtotal: price,
          shipping,
          cantShipTo: null,
        })
        // Taxes on the print and its shipping, to the cent, each named for the shopper.
        expect(Math.round(data.taxes * 100)).toBe(taxCents(price, taxes) + taxCents(shipping, taxes))
        expect(data.taxLines.map((t: { name: string; rate: number }) => [t.name, t.rate])).toEqual(taxes)
        expect(data.total).toBe(round2(data.subtotal - data.discount + data.shipping + data.taxes))
      })

      it("answers a first add, the removal of the last line and the next add with the cart a view shows right after, shipping taxed", async () => {
        const { token, account, painting } = await shopperWithPainting()
        await setAddresses(getContainer(), account.id, { country: "CAN", state: "BC", zipCode: "12345" })
        const medium = await variantOf(getContainer(), "canvas-12x18")

        const first = await api.post("/api/cart", { painting: painting.id, medium }, withToken(token))
        const view = await api.get("/api/cart", withToken(token))
        expect(first.data).toEqual(view.data)
        // The shop chose the shipping on this add, and taxed it with the print: GST 5 % and PST 7 %.
        expect(first.data).toMatchObject({ currency: "CAD", shipping: 14.95 })
        const bc: [string, number][] = [GST, ["PST", 7]]
        expect(Math.round(first.data.taxes * 100)).toBe(taxCents(first.data.subtotal, bc) + taxCents(14.95, bc))

        // Emptying the cart drops its shipping; the next add chooses it again.
        const emptied = await api.delete(`/api/cart/${first.data.items[0].id}`, withToken(token))
        expect(emptied.data).toMatchObject({ items: [], shipping: 0, total: 0 })
        expect(emptied.data).toEqual((await api.get("/api/cart", withToken(token))).data)
        const again = await api.post("/api/cart", { painting: painting.id, medium }, withToken(token))
        expect(again.data).toEqual((await api.get("/api/cart", withToken(token))).data)
        expect(again.data).toMatchObject({ shipping: 14.95, total: first.data.total })
      })

      it("charges Hawaii triple for every option, and lists the express option too", async () => {
        const { token, account, painting } = await shopperWithPainting()
        await api.post("/api/cart", { painting: painting.id }, withToken(token))
        await setAddresses(getContainer(), account.id, { country: "USA", state: "HI" })
        const { data } = await api.get("/api/cart", withToken(token))

        const costs = data.items[0].shippingOptions
          .filter((o: ShippingOptionBody) => o.deliverTo.includes("USA"))
          .map((o: ShippingOptionBody) => o.cost)
          .sort()
        expect(costs).toEqual([29.85, 74.85])
        expect(data.shippingOption.cost).toBe(29.85)
      })

      it("takes taxes from the billing place and currency from the shipping country", async () => {
        const { token, account, painting } = await shopperWithPainting()
        const medium = await variantOf(getContainer(), "canvas-12x18")
        await api.post("/api/cart", { painting: painting.id, medium }, withToken(token))
        await setAddresses(getContainer(), account.id, { country: "USA", state: "CO" }, { country: "CAN", state: "ON", zipCode: "M5V 2T6" })
        const { data } = await api.get("/api/cart", withToken(token))
        const price = await priceOf(getContainer(), medium, "usd")
        expect(data).toMatchObject({ currency: "USD", billingCountry: "CAN", billingState: "ON", subtotal: price, shipping: 9.95 })
        expect(Math.round(data.taxes * 100)).toBe(taxCents(price, HST13) + taxCents(9.95, HST13))
        // Still right after another change to the cart.
        const more = await api.patch(`/api/cart/${data.items[0].id}`, { quantity: 2 }, withToken(token))
        expect(Math.round(more.data.taxes * 100)).toBe(taxCents(price * 2, HST13) + taxCents(9.95, HST13))
      })

      it("flags items it cannot ship to the shopper's country", async () => {
        const container = getContainer()
        const fulfillment = container.resolve(Modules.FULFILLMENT)
        const zones = await fulfillment.listServiceZones({ name: "Ireland" })
        const options = await fulfillment.listShippingOptions({ service_zone: { id: zones.map((z) => z.id) } })
        await fulfillment.softDeleteShippingOptions(options.map((o) => o.id))
        const { token, account, painting } = await shopperWithPainting()
        await api.post("/api/cart", { painting: painting.id }, withToken(token))
        await setAddresses(container, account.id, { country: "IRL" })
        const { data } = await api.get("/api/cart", withToken(token))
        expect(data.cantShipTo).toBe("Can't ship to Ireland")
        expect(data.items[0].cantShip).toBe("Can't ship to Ireland")
        expect(data.shipping).toBe(0)
        await fulfillment.restoreShippingOptions(options.map((o) => o.id))
      })
    })
  },
})
