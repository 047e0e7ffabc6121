/**
 * Orders in the spec's shape (section 3) from Medusa orders placed through Medusa's own
 * checkout flows: the order.placed subscriber's cart stamp, painting links and confirmation
 * e-mail; the owner's and the admin's calls, their refusals, and their validation errors.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  beginOrderEditOrderWorkflow,
  capturePaymentWorkflow,
  confirmOrderEditRequestWorkflow,
  orderEditAddNewItemWorkflow,
  requestOrderEditRequestWorkflow,
} from "@medusajs/medusa/core-flows"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { beforeAll, expect, it } from "vitest"
import { META } from "../../src/commerce/orders/order-metadata"
import { asDomainError } from "../../src/lib/errors"
import { placeManualOrderWorkflow } from "../../src/workflows/order/place-manual-order"
import { sendOrderConfirmationWorkflow } from "../../src/workflows/order/send-order-confirmation"
import { priceOf } from "../helpers/cart"
import { makePainting, placeOrder, storedStamp, variantBySku } from "../helpers/orders"
import { settle, withToken } from "../helpers/shop-api"
import { makeShopper } from "../helpers/shoppers"
import { pollUntil } from "../helpers/wait"

// This run's e-mails go to its own outbox folder.
const OUTBOX = mkdtempSync(join(tmpdir(), "petshop-order-outbox-"))
process.env.EMAIL_OUTBOX_DIR = OUTBOX
const outbox = () =>
  readdirSync(OUTBOX)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(join(OUTBOX, f), "utf8")) as { to: string; subject: string; text: string })

type Shopper = { token: string; account: { id: string }; customerId: string }
/** An order as the order lists answer it, as far as this spec reads it. */
type OrderListItem = { id: string; status: string }
type PaintingModuleService = import("@petshop/painting-module").PaintingModuleService

async function customerOf(container: MedusaContainer, accountId: string): Promise<string> {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "account", fields: ["customer.id"], filters: { id: accountId } })
  return (data[0] as { customer: { id: string } }).customer.id
}

shopIntegrationTestRunner({
  seed: {},
  testSuite: ({ api, getContainer }) => {
    let canvasBlack: string
    let poster: string

    beforeAll(async () => {
      canvasBlack = await variantBySku(getContainer(), "CANVAS-12X18-BLACK-UNSIGNED")
      poster = await variantBySku(getContainer(), "POSTER-16X20-NONE-UNSIGNED")
    })

    async function shopper(kind: "verified" | "admin" | "temporary" = "verified"): Promise<Shopper> {
      const s = await makeShopper(api, getContainer(), kind)
      return { ...s, customerId: await customerOf(getContainer(), s.account.id) }
    }

    /** An order placed through checkout, once the order.placed subscriber has stamped it. */
    async function placedOrder(owner: Shopper, opts: Partial<Parameters<typeof placeOrder>[1]> = {}) {
      const painting = await makePainting(getContainer(), owner.customerId, "Whiskers in oil")
      const orderId = await placeOrder(getContainer(), {
        customerId: owner.customerId,
        variantId: canvasBlack,
        quantity: 2,
        paintingId: painting.id,
        isRotated: true,
        countryCode: "us",
        ...opts,
      })
      const order = await pollUntil(
        async () => (await api.get(`/api/order/${orderId}`, withToken(owner.token))).data,
        (o) => o.cartStamp.length > 0 && o.communications.length > 0,
        30_000
      )
      return { orderId, painting, order }
    }

    it("stamps a placed order, links its paintings and e-mails the confirmation", async () => {
      const owner = await shopper()
      const { orderId, painting, order } = await placedOrder(owner)
      expect(order).toMatchObject({
        id: orderId,
        uuid: orderId,
        number: expect.any(Number),
        email: expect.stringContaining("@"),
        status: "pending",
        isCancelled: false,
        isTest: false,
        fulfillment: { merchantOrderId: null, isReady: false, isSent: false },
        fulfillmentLabel: "Unfulfilled",
        notes: { misc: "" },
        confirmationShown: false,
        paintings: [painting.id],
      })
      expect(new Date(order.dateCreated).getTime()).toBeLessThanOrEqual(new Date(order.lastUpdated).getTime())
      expect(order.cartStamp).toEqual([
        expect.objectContaining({
          type: "Painting",
          medium: canvasBlack,
          mediumStamp: { name: "Canvas 12×18 in, Black frame" },
          productHasFrame: true,
          frame: "black",
          signed: false,
          quantity: 2,
          price: 129.95,
          total: expect.any(Number),
          painting: painting.id,
          paintingStamp: {
            title: "Whiskers in oil",
            image: expect.objectContaining({ original: expect.any(String) }),
            productionImage: expect.objectContaining({ original: expect.any(String) }),
          },
          paintingRoute: `/artwork/${painting.id}`,
          isRotated: true,
          label: { text1: "Whiskers in oil", text2: "Canvas 12×18 in, Black frame" },
        }),
      ])
      expect(order.cartStamp[0].product).toMatch(/^prod_/)
      // Totals: subtotal - discount + shipping + taxes = total.
      const t = order.totals
      expect(t.currency).toBe("usd")
      expect(t.subtotal).toBeCloseTo(259.9, 2)
      expect(t.shipping).toBeGreaterThan(0)
      expect(t.subtotal - t.discount + t.shipping + t.taxes).toBeCloseTo(t.total, 2)
      expect(order.communications).toEqual([{ template: "order-confirmation", sentAt: expect.any(String), to: order.email, by: null }])
      // The entry is written just before the e-mail goes out.
      const mail = await pollUntil(
        async () => outbox().find((m) => m.to === order.email),
        (m) => m !== undefined,
        10_000
      )
      expect(mail?.subject).toBe(`Thank you for your order #${order.number}`)
      expect(mail?.text).toContain("We are preparing your order!")

      // The order is linked to its painting in Medusa (order-paintings link).
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order", fields: ["paintings.id"], filters: { id: orderId } })
      expect((data[0] as { paintings: { id: string }[] }).paintings.map((p) => p.id)).toEqual([painting.id])

      // A later rename does not change what was bought.
      await getContainer().resolve<PaintingModuleService>("painting").updatePaintings({ id: painting.id, title: "Renamed" })
      expect((await api.get(`/api/order/${orderId}`, withToken(owner.token))).data.cartStamp[0].paintingStamp.title).toBe("Whiskers in oil")
    })

    it("lists an order's paintings before its order.placed is recorded, without writing them", async () => {
      const owner = await shopper()
      const { orderId, order } = await placedOrder(owner)
      // As the order is in the moments between payment and the subscriber's record.
      await getContainer()
        .resolve(Modules.ORDER)
        .updateOrders(orderId, { metadata: { cart_stamp: "" } })
      expect(await storedStamp(getContainer(), orderId)).toBeUndefined()
      const shown = (await api.get(`/api/order/${orderId}`, withToken(owner.token))).data
      expect(shown.cartStamp).toEqual(order.cartStamp)
      const confirmed = (await api.post(`/api/order/${orderId}/confirmation-shown`, {}, withToken(owner.token))).data
      expect(confirmed.cartStamp).toEqual(order.cartStamp)
      // Showing it wrote nothing: the record stays the subscriber's (or the finishing job's) to make.
      expect(await storedStamp(getContainer(), orderId)).toBeUndefined()
    })

    it("shows an order to its owner and admins only", async () => {
      const owner = await shopper()
      const { orderId } = await placedOrder(owner)
      const other = await shopper()
      expect((await settle(api.get(`/api/order/${orderId}`, withToken(other.token)))).status).toBe(404)
      expect((await settle(api.get(`/api/order/${orderId}`))).status).toBe(401)
      const admin = await shopper("admin")
      expect((await api.get(`/api/order/${orderId}`, withToken(admin.token))).data.id).toBe(orderId)
      const missing = await settle(api.get("/api/order/order_nope", withToken(admin.token)))
      expect(missing.status).toBe(404)
      expect(missing.data.message).toBe("Order not found.")
    })

    it("lists the caller's orders newest first, a page at a time", async () => {
      const owner = await shopper()
      expect((await api.get("/api/account", withToken(owner.token))).data.hasOrders).toBe(false)
      const first = await placeOrder(getContainer(), { customerId: owner.customerId, variantId: poster })
      const second = await placeOrder(getContainer(), { customerId: owner.customerId, variantId: canvasBlack })
      const all = (await api.get("/api/orders", withToken(owner.token))).data
      expect(all.orders.map((o: OrderListItem) => o.id)).toEqual([second, first])
      expect(all).toMatchObject({ count: 2, page: 1, perPage: 20 })
      const page2 = (await api.get("/api/orders?perPage=1&page=2", withToken(owner.token))).data
      expect(page2.orders.map((o: OrderListItem) => o.id)).toEqual([first])
      expect(page2.count).toBe(2)
      // The account knows it has ordered (the storefront shows My Orders).
      expect((await api.get("/api/account", withToken(owner.token))).data.hasOrders).toBe(true)

      const other = await shopper()
      expect((await api.get("/api/orders", withToken(other.token))).data).toMatchObject({ orders: [], count: 0 })
      expect((await settle(api.get("/api/orders"))).status).toBe(401)
      for (const qs of ["perPage=0", "perPage=500", "page=zero"]) {
        const res = await settle(api.get(`/api/orders?${qs}`, withToken(owner.token)))
        expect(res.status, qs).toBe(400)
        expect(res.data).toEqual({ message: expect.any(String), field: qs.split("=")[0] })
      }
    })

    it("answers the order's paintings to its owner and admins", async () => {
      const owner = await shopper()
      const { orderId, painting } = await placedOrder(owner)
      const { data } = await api.get(`/api/order/${orderId}/paintings`, withToken(owner.token))
      expect(data.paintings).toHaveLength(1)
      expect(data.paintings[0]).toMatchObject({ id: painting.id, title: "Whiskers in oil", routes: { page: `/artwork/${painting.id}` } })
      const other = await shopper()
      expect((await settle(api.get(`/api/order/${orderId}/paintings`, withToken(other.token)))).status).toBe(404)
      const admin = await shopper("admin")
      expect((await api.get(`/api/order/${orderId}/paintings`, withToken(admin.token))).data.paintings).toHaveLength(1)
    })

    it("gives the buyer of a demo painting's print its clean files while the order stands, not once it is cancelled", async () => {
      const studio = await shopper()
      const demo = await makePainting(getContainer(), studio.customerId, "Studio demo")
      const clean = { original: "/static/studio-demo-clean.jpg" }
      await getContainer()
        .resolve<PaintingModuleService>("painting")
        .updatePaintings({ id: demo.id, is_demo: true, is_public: true, no_watermark: clean })
      const buyer = await shopper()
      const { orderId } = await placedOrder(buyer, { paintingId: demo.id })
      const files = async () => (await api.get(`/api/order/${orderId}/paintings`, withToken(buyer.token))).data.paintings[0]
      const printFile = async (who: Shopper) => settle(api.get(`/api/painting/${demo.id}/fulfillment`, withToken(who.token)))

      expect(await files()).toMatchObject({ id: demo.id, noWatermark: clean, productionImage: expect.anything() })
      // Past the check of who may have it: this painting's print file is not made in this spec.
      expect(await printFile(buyer)).toMatchObject({ status: 404, data: { message: "This painting has no print file yet." } })
      // The painting's page gives its buyer the clean files too (issue 18); someone who did not
      // buy it, the studio that owns it included, sees it watermarked and gets nothing.
      const page = async (who: Shopper) => (await api.get(`/api/painting/${demo.id}`, withToken(who.token))).data
      expect(await page(buyer)).toMatchObject({ noWatermark: clean })
      const stranger = await shopper()
      expect(await page(stranger)).toMatchObject({ noWatermark: null })
      expect(await page(studio)).toMatchObject({ noWatermark: null })
      expect(await printFile(stranger)).toMatchObject({ status: 404, data: { message: "Painting not found." } })

      const admin = await shopper("admin")
      await api.patch(`/api/order/${orderId}`, { status: "cancelled" }, withToken(admin.token))
      expect(await files()).toMatchObject({ id: demo.id, noWatermark: null, noWatermarkHq: null, productionImage: null })
      const order = (await api.get(`/api/order/${orderId}`, withToken(buyer.token))).data
      expect(order.cartStamp[0].paintingStamp).toMatchObject({ title: "Studio demo", productionImage: null })
      expect(await printFile(buyer)).toMatchObject({ status: 404, data: { message: "Painting not found." } })
      expect(await page(buyer)).toMatchObject({ noWatermark: null })
      // Staff always have the clean files.
      expect(await page(admin)).toMatchObject({ noWatermark: clean })
    })

    it("knows what a buyer bought from the order's stamp, and from its lines before it is stamped or once it is edited", async () => {
      const buyer = await shopper()
      const { orderId, painting } = await placedOrder(buyer)
      const clean = { original: "/static/bought-clean.jpg" }
      const paintings = getContainer().resolve<PaintingModuleService>("painting")
      await paintings.updatePaintings({ id: painting.id, no_watermark: clean })
      const page = async (id: string) => (await api.get(`/api/painting/${id}`, withToken(buyer.token))).data
      expect(await page(painting.id)).toMatchObject({ noWatermark: clean })

      // Not stamped yet (the order.placed subscriber has not run): its lines say what was bought.
      const orders = getContainer().resolve(Modules.ORDER)
      const stamp = (await orders.retrieveOrder(orderId, { select: ["metadata"] })).metadata?.[META.cartStamp]
      expect(stamp).toEqual(expect.any(Array))
      // Medusa merges metadata, and an empty value removes a key.
      await orders.updateOrders([{ id: orderId, metadata: { [META.cartStamp]: "" } }])
      expect((await orders.retrieveOrder(orderId, { select: ["metadata"] })).metadata?.[META.cartStamp]).toBeUndefined()
      expect(await page(painting.id)).toMatchObject({ noWatermark: clean })
      await orders.updateOrders([{ id: orderId, metadata: { [META.cartStamp]: stamp } }])

      // An edit adds a print of another painting: the stamp does not name it, the order's lines do.
      const added = await makePainting(getContainer(), buyer.customerId, "Added in an edit")
      await paintings.updatePaintings({ id: added.id, no_watermark: clean })
      expect(await page(added.id)).toMatchObject({ noWatermark: null })
      await beginOrderEditOrderWorkflow(getContainer()).run({ input: { order_id: orderId } })
      await orderEditAddNewItemWorkflow(getContainer()).run({
        input: { order_id: orderId, items: [{ variant_id: canvasBlack, quantity: 1, metadata: { painting_id: added.id } }] },
      })
      await requestOrderEditRequestWorkflow(getContainer()).run({ input: { order_id: orderId } })
      await confirmOrderEditRequestWorkflow(getContainer()).run({ input: { order_id: orderId } })
      expect(await page(added.id)).toMatchObject({ noWatermark: clean })
      expect(await page(painting.id)).toMatchObject({ noWatermark: clean })
    })

    it("thanks the owner once on the order-complete page", async () => {
      const owner = await shopper()
      const { orderId } = await placedOrder(owner)
      const first = (await api.post(`/api/order/${orderId}/confirmation-shown`, {}, withToken(owner.token))).data
      expect(first).toMatchObject({ id: orderId, firstTime: true, message: "We are preparing your order!", confirmationShown: true })
      const again = (await api.post(`/api/order/${orderId}/confirmation-shown`, {}, withToken(owner.token))).data
      expect(again.firstTime).toBe(false)
      expect(again.message).toBeUndefined()

      const other = await shopper()
      expect((await settle(api.post(`/api/order/${orderId}/confirmation-shown`, {}, withToken(other.token)))).status).toBe(404)
      const admin = await shopper("admin")
      expect((await settle(api.post(`/api/order/${orderId}/confirmation-shown`, {}, withToken(admin.token)))).status).toBe(404)
      expect((await settle(api.post(`/api/order/${orderId}/confirmation-shown`, {}))).status).toBe(401)
    })

    it("keeps every concurrent metadata write (per-order lock): one thank-you, notes and e-mails side by side", async () => {
      const owner = await shopper()
      const { orderId } = await placedOrder(owner)
      const admin = await shopper("admin")
      const [shown1, shown2, shown3] = await Promise.all([
        api.post(`/api/order/${orderId}/confirmation-shown`, {}, withToken(owner.token)),
        api.post(`/api/order/${orderId}/confirmation-shown`, {}, withToken(owner.token)),
        api.post(`/api/order/${orderId}/confirmation-shown`, {}, withToken(owner.token)),
        api.patch(`/api/order/${orderId}`, { notes: { misc: "Fragile." } }, withToken(admin.token)),
        api.post(`/api/order/${orderId}/send-client-email`, { template: "order-delayed" }, withToken(admin.token)),
        api.post(`/api/order/${orderId}/send-client-email`, { template: "order-shipped" }, withToken(admin.token)),
      ])
      expect([shown1, shown2, shown3].filter((r) => r.data.firstTime)).toHaveLength(1)
      const order = (await api.get(`/api/order/${orderId}`, withToken(owner.token))).data
      expect(order.notes.misc).toBe("Fragile.")
      expect(order.confirmationShown).toBe(true)
      expect(order.cartStamp).toHaveLength(1)
      expect(order.communications.map((c: { template: string }) => c.template).sort()).toEqual([
        "order-confirmation",
        "order-delayed",
        "order-shipped",
      ])
    })

    it("lets admins note, re-address and cancel an order through Medusa's workflows", async () => {
      const owner = await shopper()
      const { orderId } = await placedOrder(owner)
      const admin = await shopper("admin")
      for (const who of [owner, await shopper("temporary")]) {
        expect((await settle(api.patch(`/api/order/${orderId}`, { notes: { misc: "x" } }, withToken(who.token)))).status).toBe(401)
      }
      expect((await settle(api.patch(`/api/order/${orderId}`, { notes: { misc: "x" } }))).status).toBe(401)

      const noted = (
        await api.patch(
          `/api/order/${orderId}`,
          { notes: { misc: "Gift wrap, please." }, email: "New@Example.com" },
          withToken(admin.token)
        )
      ).data
      expect(noted).toMatchObject({ notes: { misc: "Gift wrap, please." }, email: "new@example.com", status: "pending" })
      // The stamp and the e-mail record are kept beside the note.
      expect(noted.cartStamp).toHaveLength(1)
      expect(noted.communications).toHaveLength(1)

      const cancelled = (await api.patch(`/api/order/${orderId}`, { status: "cancelled" }, withToken(admin.token))).data
      expect(cancelled).toMatchObject({ status: "cancelled", isCancelled: true, fulfillmentLabel: "Cancelled" })
      const order = await getContainer().resolve(Modules.ORDER).retrieveOrder(orderId)
      expect(order.status).toBe("canceled")
      // Notes still work on a cancelled order; a status change does not.
      expect((await api.patch(`/api/order/${orderId}`, { notes: { misc: "Refunded." } }, withToken(admin.token))).data.notes.misc).toBe(
        "Refunded."
      )
      const again = await settle(api.patch(`/api/order/${orderId}`, { status: "completed" }, withToken(admin.token)))
      expect(again.status).toBe(400)
      expect(again.data).toEqual({ message: "This order is cancelled.", field: "status" })
    })

    it("keeps a cancelled order's totals: what was paid, alike in the list and the order", async () => {
      const owner = await shopper()
      const { orderId } = await placedOrder(owner)
      // Paid: the payment captured, as a hosted checkout leaves it, so cancelling refunds it.
      const { data } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order", fields: ["payment_collections.payments.id"], filters: { id: orderId } })
      const [payment] = (data[0] as unknown as { payment_collections: { payments: { id: string }[] }[] }).payment_collections[0].payments
      await capturePaymentWorkflow(getContainer()).run({ input: { payment_id: payment.id } })
      const paid = (await api.get(`/api/order/${orderId}`, withToken(owner.token))).data.totals
      expect(paid.total).toBeGreaterThan(0)
      expect(paid.total).toBeCloseTo(paid.subtotal - paid.discount + paid.shipping + paid.taxes, 2)

      const admin = await shopper("admin")
      await api.patch(`/api/order/${orderId}`, { status: "cancelled" }, withToken(admin.token))
      const detail = (await api.get(`/api/order/${orderId}`, withToken(owner.token))).data
      const listed = (await api.get("/api/orders", withToken(owner.token))).data.orders.find((o: OrderListItem) => o.id === orderId)
      const adminListed = (await api.get(`/api/admin/orders?search=${orderId}`, withToken(admin.token))).data.orders[0]
      for (const order of [detail, listed, adminListed]) {
        expect(order).toMatchObject({ status: "cancelled", isCancelled: true, totals: paid })
      }
    })

    it.each([
      [{ status: "shipped" }, "status"],
      [{ email: "not-an-email" }, "email"],
      [{ notes: { misc: 5 } }, "notes.misc"],
      [{ notes: "hello" }, "notes"],
    ])("refuses the order edit %j with 400 on %s and changes nothing", async (body, field) => {
      const owner = await shopper()
      // Once the subscriber is done, so nothing but the edit could change the order.
      const { orderId } = await placedOrder(owner)
      const admin = await shopper("admin")
      const before = (await api.get(`/api/order/${orderId}`, withToken(admin.token))).data
      const res = await settle(api.patch(`/api/order/${orderId}`, body, withToken(admin.token)))
      expect(res.status).toBe(400)
      expect(res.data).toEqual({ message: expect.any(String), field })
      const after = (await api.get(`/api/order/${orderId}`, withToken(admin.token))).data
      expect({ ...after, lastUpdated: null }).toEqual({ ...before, lastUpdated: null })
    })

    it("e-mails the client from the admin and records it in communications[]", async () => {
      const owner = await shopper()
      const { orderId, order } = await placedOrder(owner)
      const admin = await shopper("admin")
      expect(
        (await settle(api.post(`/api/order/${orderId}/send-client-email`, { template: "order-shipped" }, withToken(owner.token)))).status
      ).toBe(401)
      const bad = await settle(api.post(`/api/order/${orderId}/send-client-email`, { template: "hello" }, withToken(admin.token)))
      expect(bad.status).toBe(400)
      expect(bad.data.field).toBe("template")

      const { data } = await api.post(`/api/order/${orderId}/send-client-email`, { template: "order-shipped" }, withToken(admin.token))
      expect(data.message).toBe("Email sent.")
      expect(data.order.communications.map((c: { template: string }) => c.template)).toEqual(["order-confirmation", "order-shipped"])
      expect(data.order.communications[1]).toMatchObject({ to: order.email, by: admin.account.id })
      expect(outbox().some((m) => m.to === order.email && m.subject === `Your order #${order.number} is on its way`)).toBe(true)
      const delayed = await api.post(
        `/api/order/${orderId}/send-client-email`,
        { template: "order-delayed", to: "help@example.com" },
        withToken(admin.token)
      )
      expect(delayed.data.communication).toMatchObject({ template: "order-delayed", to: "help@example.com" })
    })

    it("lists every order for admins, by status or search", async () => {
      const owner = await shopper()
      const admin = await shopper("admin")
      const a = await placeOrder(getContainer(), { customerId: owner.customerId, variantId: poster })
      const b = await placeOrder(getContainer(), { customerId: owner.customerId, variantId: poster })
      await api.patch(`/api/order/${b}`, { status: "cancelled" }, withToken(admin.token))

      const all = (await api.get("/api/admin/orders?perPage=100", withToken(admin.token))).data
      expect(all.orders.map((o: OrderListItem) => o.id)).toEqual(expect.arrayContaining([a, b]))
      expect(all.count).toBeGreaterThanOrEqual(2)
      const cancelled = (await api.get("/api/admin/orders?status=cancelled&perPage=100", withToken(admin.token))).data
      expect(cancelled.orders.every((o: OrderListItem) => o.status === "cancelled")).toBe(true)
      expect(cancelled.orders.map((o: OrderListItem) => o.id)).toContain(b)
      expect(cancelled.orders.map((o: OrderListItem) => o.id)).not.toContain(a)

      const email = (await api.get(`/api/order/${a}`, withToken(admin.token))).data.email
      const byEmail = (await api.get(`/api/admin/orders?search=${encodeURIComponent(email)}`, withToken(admin.token))).data
      expect(byEmail.orders.map((o: OrderListItem) => o.id).sort()).toEqual([a, b].sort())
      const number = (await api.get(`/api/order/${a}`, withToken(admin.token))).data.number
      expect(
        (await api.get(`/api/admin/orders?search=${number}`, withToken(admin.token))).data.orders.map((o: OrderListItem) => o.id)
      ).toEqual([a])
      expect((await api.get(`/api/admin/orders?search=${a}`, withToken(admin.token))).data.orders.map((o: OrderListItem) => o.id)).toEqual([
        a,
      ])

      expect((await settle(api.get("/api/admin/orders", withToken(owner.token)))).status).toBe(401)
      expect((await settle(api.get("/api/admin/orders"))).status).toBe(401)
      const bad = await settle(api.get("/api/admin/orders?status=lost", withToken(admin.token)))
      expect(bad.status).toBe(400)
      expect(bad.data.field).toBe("status")
    })

    it("refreshes every order's derived facts (admins only)", async () => {
      const owner = await shopper()
      const { orderId } = await placedOrder(owner)
      // As if the subscriber had missed it: no stamp, no link.
      await getContainer()
        .resolve(Modules.ORDER)
        .updateOrders(orderId, { metadata: { cart_stamp: "" } })
      await getContainer()
        .resolve(ContainerRegistrationKeys.LINK)
        .dismiss({
          [Modules.ORDER]: { order_id: orderId },
          painting: { painting_id: (await api.get(`/api/order/${orderId}`, withToken(owner.token))).data.paintings[0] ?? "none" },
        })
      expect(await storedStamp(getContainer(), orderId)).toBeUndefined()

      expect((await settle(api.get("/api/orders/update", withToken(owner.token)))).status).toBe(401)
      const admin = await shopper("admin")
      const { data } = await api.get("/api/orders/update", withToken(admin.token))
      expect(data).toMatchObject({ message: "All orders updated." })
      expect(data.updated).toBeGreaterThanOrEqual(1)
      expect(await storedStamp(getContainer(), orderId)).toHaveLength(1)
      expect((await api.get(`/api/order/${orderId}/paintings`, withToken(owner.token))).data.paintings).toHaveLength(1)
    })

    it("flags test orders", async () => {
      const owner = await shopper()
      const orderId = await placeOrder(getContainer(), { customerId: owner.customerId, variantId: poster, metadata: { is_test: true } })
      expect((await api.get(`/api/order/${orderId}`, withToken(owner.token))).data.isTest).toBe(true)
    })

    it("lets admins make an order by hand from items or re-create one from a cart", async () => {
      const owner = await shopper()
      const admin = await shopper("admin")
      const painting = await makePainting(getContainer(), owner.customerId, "Rex")
      await getContainer().resolve(Modules.CUSTOMER).updateCustomers(owner.customerId, { email: "rex.owner@example.com" })
      const body = {
        accountId: owner.account.id,
        country: "CAN",
        shippingAddress: { firstName: "Rex", lastName: "Owner", address1: "1 King St", city: "Toronto", state: "ON", zipCode: "M5H 1A1" },
        items: [{ medium: canvasBlack, quantity: 1, painting: painting.id }],
        notes: { misc: "Replacement for a damaged print." },
      }
      expect((await settle(api.post("/api/order", body, withToken(owner.token)))).status).toBe(401)
      const { status, data } = await settle(api.post("/api/order", body, withToken(admin.token)))
      expect(status, JSON.stringify(data)).toBe(201)
      expect(data).toMatchObject({
        email: "rex.owner@example.com",
        status: "pending",
        notes: { misc: "Replacement for a damaged print." },
        totals: { currency: "cad" },
        paintings: [painting.id],
      })
      // Priced in the shipping country's currency: its USD price at the fx table's rate.
      const cad = await priceOf(getContainer(), canvasBlack, "cad")
      expect(data.cartStamp).toEqual([
        expect.objectContaining({ medium: canvasBlack, painting: painting.id, price: cad, quantity: 1, total: cad }),
      ])
      expect(data.totals).toMatchObject({
        subtotal: cad,
        total: Math.round((data.totals.subtotal + data.totals.shipping + data.totals.taxes) * 100) / 100,
      })
      // The owner sees it among their orders.
      expect((await api.get("/api/orders", withToken(owner.token))).data.orders.map((o: OrderListItem) => o.id)).toContain(data.id)
      // In the Medusa admin the line shows the painting, not a blank picture.
      const lineThumbnails = async (orderId: string) =>
        (
          (
            await getContainer()
              .resolve(Modules.ORDER)
              .retrieveOrder(orderId, { relations: ["items"] })
          ).items ?? []
        ).map((i) => i.thumbnail)
      expect(await lineThumbnails(data.id)).toEqual([(painting.image as { thumb: string }).thumb])

      // From a cart: the cart's lines, address and shipping.
      const { result: cart } = await (await import("@medusajs/medusa/core-flows")).createCartWorkflow(getContainer()).run({
        input: {
          email: "cart.shopper@example.com",
          customer_id: owner.customerId,
          region_id: (await getContainer().resolve(Modules.REGION).listRegions({ currency_code: "usd" }))[0].id,
          shipping_address: { country_code: "us", province: "us-co", city: "Denver", address_1: "2 Main", postal_code: "80202" },
          items: [
            {
              variant_id: poster,
              quantity: 3,
              thumbnail: (painting.image as { thumb: string }).thumb,
              metadata: { painting_id: painting.id, is_rotated: false },
            },
          ],
        },
      })
      const recreated = await settle(api.post("/api/order", { cartId: cart.id }, withToken(admin.token)))
      expect(recreated.status, JSON.stringify(recreated.data)).toBe(201)
      const fromCart = recreated.data
      expect(fromCart).toMatchObject({ email: "cart.shopper@example.com", totals: { currency: "usd" } })
      expect(fromCart.cartStamp).toEqual([expect.objectContaining({ medium: poster, quantity: 3, price: 54.95, painting: painting.id })])
      expect(await lineThumbnails(fromCart.id)).toEqual([(painting.image as { thumb: string }).thumb])
    })

    it.each([
      [{}, "cartId"],
      [{ cartId: "cart_nope" }, "cartId"],
      [{ cartId: "cart_1", items: [] }, "items"],
      [{ cartId: "cart_1", items: [{ medium: "x", quantity: 1 }] }, "cartId"],
      [{ email: "a@example.com", items: [{ medium: "x", quantity: 1 }] }, "country"],
      [{ country: "USA", items: [{ medium: "x", quantity: 1 }] }, "email"],
      [{ email: "a@example.com", country: "FRA", items: [{ medium: "x", quantity: 1 }] }, "country"],
      [{ email: "a@example.com", country: "USA", items: [{ medium: "variant_nope", quantity: 1 }] }, "items.0.medium"],
      [{ email: "a@example.com", country: "USA", items: [{ medium: "variant_nope", quantity: 0 }] }, "items.0.quantity"],
      [{ accountId: "acc_nope", country: "USA", items: [{ medium: "variant_nope", quantity: 1 }] }, "accountId"],
      [{ email: "a@example.com", country: "USA", items: [{ medium: "x", quantity: 1, isRotated: "yes" }] }, "items.0.isRotated"],
    ])("refuses the manual order %j with 400 on %s and creates nothing", async (body, field) => {
      const admin = await shopper("admin")
      const count = async () =>
        (
          await getContainer()
            .resolve(Modules.ORDER)
            .listOrders({}, { select: ["id"] })
        ).length
      const before = await count()
      const res = await settle(api.post("/api/order", body, withToken(admin.token)))
      expect(res.status).toBe(400)
      expect(res.data).toEqual({ message: expect.any(String), field })
      expect(await count()).toBe(before)
    })

    it("refuses a manual order's painting that does not exist", async () => {
      const admin = await shopper("admin")
      const res = await settle(
        api.post(
          "/api/order",
          { email: "a@example.com", country: "USA", items: [{ medium: poster, quantity: 1, painting: "paint_nope" }] },
          withToken(admin.token)
        )
      )
      expect(res.data).toEqual({ message: "Painting not found.", field: "items.0.painting" })
      // The check is the workflow's first step, so another caller than the route meets it too, and nothing is made.
      const before = (await api.get("/api/admin/orders", withToken(admin.token))).data.count
      const refusal = await placeManualOrderWorkflow(getContainer())
        .run({
          input: {
            body: { email: "a@example.com", country: "USA", items: [{ medium: poster, quantity: 1, painting: "paint_nope" }] },
            adminAccountId: admin.account.id,
          },
        })
        .then(() => undefined, asDomainError)
      expect(refusal).toMatchObject({ kind: "invalid", field: "items.0.painting", message: "Painting not found." })
      expect((await api.get("/api/admin/orders", withToken(admin.token))).data.count).toBe(before)
    })

    it("sends the confirmation once, whoever runs its workflow again (subscriber, finishing job)", async () => {
      const owner = await shopper()
      const { orderId, order } = await placedOrder(owner)
      const confirmations = () => outbox().filter((m) => m.to === order.email && m.subject === `Thank you for your order #${order.number}`)
      await pollUntil(
        async () => confirmations().length,
        (n) => n > 0,
        10_000
      )
      const { result } = await sendOrderConfirmationWorkflow(getContainer()).run({ input: { orderId } })
      expect(result).toEqual({ sent: false })
      expect(confirmations()).toHaveLength(1)
      const again = (await api.get(`/api/order/${orderId}`, withToken(owner.token))).data
      expect(again.communications.filter((c: { template: string }) => c.template === "order-confirmation")).toHaveLength(1)
    })
  },
})
