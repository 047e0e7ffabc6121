/**
 * The admin stats calls (issue 7, part 4): counts per day (GET /api/stats?timespan&scope),
 * one cart (GET /api/stats/cart/{id}) and the period queries (POST /api/stats, /registered,
 * /subscribers, /clients, /added-to-cart with {from, to}). Admins only; numbers are
 * compared with a baseline taken before this file's shoppers act, since the seed adds its own.
 */
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import type { Knex } from "knex"
import { beforeAll, expect, it } from "vitest"
import { ACCOUNT_MODULE } from "../../src/modules/account"
import type AccountModuleService from "../../src/modules/account/service"
import { registerShopper } from "../helpers/accounts"
import { customerOf, finishedPainting, variantOf } from "../helpers/cart"
import { placeOrder } from "../helpers/orders"
import { settle, withToken } from "../helpers/shop-api"
import { makeShopper } from "../helpers/shoppers"
import { pollUntil } from "../helpers/wait"

const today = () => new Date().toISOString().slice(0, 10)

/** The stats calls' answers, as far as this spec reads them. */
type StatsDay = {
  date: string
  paintings: number
  inCart: number
  ordered: number
  byStyle: Record<string, number>
  registered: number
  subscribers: number
  visitors: number
  addedToCart: number
  orders: number
}
type DailyStats = { days: StatsDay[] }
type PeriodSummary = { registered: number; subscribers: number; paintings: number; orders: number; clients: number }
type AddedToCartItem = { email: string; ordered: boolean }

shopIntegrationTestRunner({
  seed: {},
  testSuite: ({ api, getContainer }) => {
    let admin: { token: string }
    let before: { paintings: DailyStats; accounts: DailyStats; summary: PeriodSummary }
    let styles: { id: string; title: string }[]
    let ada: Awaited<ReturnType<typeof registerShopper>>
    let ben: Awaited<ReturnType<typeof registerShopper>>
    let adaCartId: string
    let orderId: string

    const as = (who: { token: string }) => withToken(who.token)
    const day = (data: DailyStats) => data.days.find((d) => d.date === today())!

    beforeAll(async () => {
      admin = await makeShopper(api, getContainer(), "admin")
      before = {
        paintings: (await api.get("/api/stats?scope=paintings&timespan=7d", as(admin))).data,
        accounts: (await api.get("/api/stats?scope=accounts&timespan=7d", as(admin))).data,
        summary: (await api.post("/api/stats", {}, as(admin))).data,
      }
      styles = (await getContainer()
        .resolve<PaintingModuleService>(PAINTING_MODULE)
        .listStyles({}, { select: ["id", "title"], take: 2, order: { title: "ASC" } })) as { id: string; title: string }[]

      // Ada: newsletter subscriber, two paintings in style 0 (one in her cart), one in style 1 which she orders.
      ada = await registerShopper(api, { name: "Ada" })
      ben = await registerShopper(api, { name: "Ben" })
      const accounts = getContainer().resolve<AccountModuleService>(ACCOUNT_MODULE)
      await accounts.updateAccounts({ id: ada.account.id, is_verified: true, newsletter: true })
      await accounts.updateAccounts({ id: ben.account.id, is_verified: true })
      const adaCustomer = await customerOf(getContainer(), ada.account.id)
      const paintings = getContainer().resolve<PaintingModuleService>(PAINTING_MODULE)
      const p1 = await finishedPainting(getContainer(), adaCustomer)
      const p2 = await finishedPainting(getContainer(), adaCustomer)
      const p3 = await finishedPainting(getContainer(), adaCustomer)
      await paintings.updatePaintings([
        { id: p1.id, style_id: styles[0].id },
        { id: p2.id, style_id: styles[0].id },
        { id: p3.id, style_id: styles[1].id },
      ])

      const medium = await variantOf(getContainer(), "canvas-12x18", "black")
      await api.post("/api/cart", { painting: p1.id, medium, isRotated: false }, as(ada))
      const knex = getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
      adaCartId = (
        await knex.raw(
          `SELECT cart_id FROM cart_line_item li JOIN cart ON cart.id = li.cart_id WHERE cart.customer_id = ? AND cart.completed_at IS NULL`,
          [adaCustomer]
        )
      ).rows[0].cart_id

      orderId = await placeOrder(getContainer(), { customerId: adaCustomer, variantId: medium, paintingId: p3.id })
      await knex.raw(
        `INSERT INTO cart_line_item_painting_painting (id, line_item_id, painting_id) SELECT 'lnk_' || li.id, li.id, ? FROM cart_line_item li JOIN cart ON cart.id = li.cart_id JOIN order_cart oc ON oc.cart_id = cart.id WHERE oc.order_id = ? ON CONFLICT DO NOTHING`,
        [p3.id, orderId]
      )
      await pollUntil(
        async () => (await knex.raw(`SELECT count(*) AS n FROM order_order_painting_painting WHERE order_id = ?`, [orderId])).rows[0].n,
        (n) => Number(n) > 0,
        20_000
      )
    })

    it("counts paintings per style and day with their conversion to cart and order", async () => {
      const { data } = await api.get("/api/stats?scope=paintings&timespan=7d", as(admin))
      expect(data).toMatchObject({ scope: "paintings", timespan: "7d" })
      expect(data.days).toHaveLength(8)
      const now = day(data)
      const was = day(before.paintings)
      expect(now.paintings - was.paintings).toBe(3)
      expect(now.inCart - was.inCart).toBe(2)
      expect(now.ordered - was.ordered).toBe(1)
      expect((now.byStyle[styles[0].id] ?? 0) - (was.byStyle[styles[0].id] ?? 0)).toBe(2)
      expect((now.byStyle[styles[1].id] ?? 0) - (was.byStyle[styles[1].id] ?? 0)).toBe(1)
      expect(data.styles).toEqual(expect.arrayContaining([expect.objectContaining({ id: styles[0].id, title: styles[0].title })]))
      expect(data.totals.paintingToCart).toBeGreaterThan(0)

      const perStyle = (await api.get("/api/stats?scope=styles&timespan=24h", as(admin))).data
      const second = perStyle.styles.find((s: { id: string }) => s.id === styles[1].id)
      expect(second).toMatchObject({ inCart: expect.any(Number), ordered: expect.any(Number) })
      expect(second.ordered).toBeGreaterThanOrEqual(1)
      expect(second.cartToOrder).toBeGreaterThan(0)
    })

    it("counts accounts and carts per day", async () => {
      const accounts = (await api.get("/api/stats?scope=accounts&timespan=7d", as(admin))).data
      const now = day(accounts)
      const was = day(before.accounts)
      expect(now.registered - was.registered).toBe(2)
      expect(now.subscribers - was.subscribers).toBe(1)
      expect(now.visitors - was.visitors).toBeGreaterThanOrEqual(2)

      const cart = (await api.get("/api/stats?scope=cart&timespan=7d", as(admin))).data
      expect(day(cart).addedToCart).toBeGreaterThanOrEqual(2)
      expect(day(cart).orders).toBeGreaterThanOrEqual(1)
      expect(cart.totals.cartToOrder).toBeGreaterThan(0)
    })

    it("shows one cart with its owner and lines", async () => {
      const { data } = await api.get(`/api/stats/cart/${adaCartId}`, as(admin))
      expect(data).toMatchObject({ id: adaCartId, completedAt: null, remindedAt: null, itemCount: 1 })
      expect(data.customer).toMatchObject({ email: ada.email, accountId: ada.account.id, name: "Ada", isTemp: false, cartReminders: true })
      expect(data.items[0]).toMatchObject({ title: "Canvas 12×18 in", quantity: 1, painting: expect.stringMatching(/^paint_/) })
      expect(await settle(api.get("/api/stats/cart/cart_missing", as(admin)))).toMatchObject({
        status: 404,
        data: { message: "Cart not found." },
      })
    })

    it("answers the period queries: summary, registered, subscribers, clients, added to cart", async () => {
      const summary = (await api.post("/api/stats", {}, as(admin))).data
      expect(summary.registered - before.summary.registered).toBe(2)
      expect(summary.subscribers - before.summary.subscribers).toBe(1)
      expect(summary.paintings - before.summary.paintings).toBe(3)
      expect(summary.orders - before.summary.orders).toBe(1)
      expect(summary.clients - before.summary.clients).toBe(1)
      expect(summary.conversion).toMatchObject({ paintingToCart: expect.any(Number), cartToOrder: expect.any(Number) })

      const registered = (await api.post("/api/stats/registered", { perPage: 500 }, as(admin))).data
      const emails = registered.accounts.map((a: { email: string }) => a.email)
      expect(emails).toEqual(expect.arrayContaining([ada.email, ben.email]))
      expect(registered.accounts.find((a: { email: string }) => a.email === ada.email)).toMatchObject({
        name: "Ada",
        newsletter: true,
        isVerified: true,
        orders: 1,
      })

      const subscribers = (await api.post("/api/stats/subscribers", {}, as(admin))).data
      expect(subscribers.subscribers.map((a: { email: string }) => a.email)).toContain(ada.email)
      expect(subscribers.subscribers.map((a: { email: string }) => a.email)).not.toContain(ben.email)

      const clients = (await api.post("/api/stats/clients", { from: new Date(Date.now() - 3600_000).toISOString() }, as(admin))).data
      expect(clients.clients).toEqual([expect.objectContaining({ email: ada.email, accountId: ada.account.id, orders: 1 })])

      const added = (await api.post("/api/stats/added-to-cart", { from: new Date(Date.now() - 3600_000).toISOString() }, as(admin))).data
      const adas = added.items.filter((i: AddedToCartItem) => i.email === ada.email)
      expect(adas.map((i: AddedToCartItem) => i.ordered).sort()).toEqual([false, true])
      expect(adas.find((i: AddedToCartItem) => !i.ordered)).toMatchObject({ cartId: adaCartId, quantity: 1, removed: false })

      // A period in the past has none of them.
      const old = (await api.post("/api/stats/registered", { from: "2020-01-01", to: "2020-01-31" }, as(admin))).data
      expect(old).toMatchObject({ count: 0, accounts: [] })
    })

    it("counts every client of the period in /clients, not the page (issue 26)", async () => {
      const medium = await variantOf(getContainer(), "canvas-12x18", "black")
      await placeOrder(getContainer(), { customerId: await customerOf(getContainer(), ben.account.id), variantId: medium })
      const from = new Date(Date.now() - 3600_000).toISOString()
      const all = (await api.post("/api/stats/clients", { from }, as(admin))).data
      expect(all.clients.map((c: { email: string }) => c.email).sort()).toEqual([ada.email, ben.email].sort())
      expect(all.count).toBe(2)
      const firstPage = (await api.post("/api/stats/clients", { from, perPage: 1 }, as(admin))).data
      expect(firstPage).toMatchObject({ count: 2, page: 1, perPage: 1 })
      expect(firstPage.clients).toHaveLength(1)
      expect((await api.post("/api/stats", { from }, as(admin))).data.clients).toBe(2)
    })

    it("refuses everyone but admins (401)", async () => {
      const shopper = await makeShopper(api, getContainer(), "verified")
      for (const cfg of [{}, as(shopper)]) {
        expect((await settle(api.get("/api/stats?scope=accounts", cfg))).status).toBe(401)
        expect((await settle(api.get(`/api/stats/cart/${adaCartId}`, cfg))).status).toBe(401)
        for (const path of ["", "/registered", "/subscribers", "/clients", "/added-to-cart"]) {
          expect((await settle(api.post(`/api/stats${path}`, {}, cfg))).status).toBe(401)
        }
      }
    })

    it("answers bad stats input with 400 and the field", async () => {
      const get = async (qs: string, field: string) =>
        expect(await settle(api.get(`/api/stats?${qs}`, as(admin)))).toMatchObject({ status: 400, data: { field } })
      await get("scope=orders", "scope")
      await get("timespan=abc", "timespan")
      await get("timespan=400d", "timespan")
      const post = async (path: string, body: unknown, field: string) =>
        expect(await settle(api.post(`/api/stats${path}`, body, as(admin)))).toMatchObject({ status: 400, data: { field } })
      await post("", { from: "not a date" }, "from")
      await post("/registered", { from: "2026-02-01", to: "2026-01-01" }, "from")
      await post("/clients", { from: "2020-01-01", to: "2026-01-01" }, "to")
      await post("/added-to-cart", { perPage: 0 }, "perPage")
    })
  },
})
