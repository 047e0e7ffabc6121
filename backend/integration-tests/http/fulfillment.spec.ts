/**
 * Fulfilment (spec section 7, admin): init-fulfillment and the package zip (a 24x36 in order's
 * print file is 3600x5400 at 150 DPI), proofs and replacement images, update-fulfillment and the
 * fulfilment labels, the ready-to-send list, sending to the local Prodigi server exactly once,
 * and its status callbacks moving the order to sent with the tracking e-mail. Every admin call
 * refuses non-admins (401) and answers bad input with 400 {field, message}.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import sharp from "sharp"
import { afterAll, beforeAll, expect, it } from "vitest"
import { loadOrder } from "../../src/commerce/orders/cart-stamp"
import { ORDER_FIELDS } from "../../src/commerce/orders/order-records"
import { asDomainError } from "../../src/lib/errors"
import { initFulfillmentWorkflow } from "../../src/workflows/fulfillment/init-fulfillment"
import { giveProductionImage, imageForm, startFakeProdigi, unzip, type FakeProdigi } from "../helpers/fulfillment"
import { makePainting, placeOrder, variantBySku } from "../helpers/orders"
import { settle, withToken } from "../helpers/shop-api"
import { makeShopper } from "../helpers/shoppers"
import { pollUntil } from "../helpers/wait"

// The real print resolution: the package must hold 3600x5400 for 24x36 in.
process.env.PRINT_DPI = "150"
const OUTBOX = mkdtempSync(join(tmpdir(), "petshop-fulfilment-outbox-"))
process.env.EMAIL_OUTBOX_DIR = OUTBOX
const outbox = () =>
  readdirSync(OUTBOX)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(join(OUTBOX, f), "utf8")) as { to: string; subject: string; text: string })

const CALLBACK_SECRET = "prodigi-callback-secret"

async function customerOf(container: MedusaContainer, accountId: string): Promise<string> {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "account", fields: ["customer.id"], filters: { id: accountId } })
  return (data[0] as { customer: { id: string } }).customer.id
}

/** An order in the admin's list, as this spec reads it. */
type OrderListItem = { id: string; fulfillment: { isReady: boolean; isSent: boolean } }

shopIntegrationTestRunner({
  seed: {},
  testSuite: ({ api, getContainer }) => {
    let canvas24x36Black: string
    let prodigi: FakeProdigi
    let admin: { token: string }
    let stranger: { token: string }

    beforeAll(async () => {
      canvas24x36Black = await variantBySku(getContainer(), "CANVAS-24X36-BLACK-UNSIGNED")
      prodigi = await startFakeProdigi()
      Object.assign(process.env, {
        PRINT_PARTNER: "prodigi",
        PRODIGI_API_KEY: "test-prodigi-key",
        PRODIGI_API_BASE: prodigi.url,
        PRINT_PARTNER_CALLBACK_SECRET: CALLBACK_SECRET,
        BACKEND_URL: String(api.defaults.baseURL),
      })
      admin = await makeShopper(api, getContainer(), "admin")
      stranger = await makeShopper(api, getContainer(), "verified")
    })
    afterAll(async () => prodigi?.close())

    /** A paid order of a 24x36 in black-framed canvas of a painting with a (small) production image. */
    async function paidOrder() {
      const owner = await makeShopper(api, getContainer(), "verified")
      const customerId = await customerOf(getContainer(), owner.account.id)
      const painting = await makePainting(getContainer(), customerId, "Rex in oil")
      await giveProductionImage(getContainer(), painting.id)
      const orderId = await placeOrder(getContainer(), {
        customerId,
        variantId: canvas24x36Black,
        quantity: 2,
        paintingId: painting.id,
        countryCode: "us",
      })
      await pollUntil(
        async () => (await api.get(`/api/order/${orderId}`, withToken(admin.token))).data,
        (o) => o.cartStamp.length > 0,
        30_000
      )
      return { owner, orderId, painting }
    }

    it("prepares the package: a 24x36 in print file of 3600x5400 px, a framed proof and the manifest, in a zip", async () => {
      const { owner, orderId, painting } = await paidOrder()
      for (const token of [owner.token, stranger.token]) {
        expect((await settle(api.post(`/api/order/${orderId}/init-fulfillment`, {}, withToken(token)))).status).toBe(401)
        expect((await settle(api.get(`/api/order/${orderId}/fulfillment-package`, withToken(token)))).status).toBe(401)
      }
      expect((await settle(api.post(`/api/order/${orderId}/init-fulfillment`, {}))).status).toBe(401)
      expect((await settle(api.get(`/api/order/${orderId}/fulfillment-package`, withToken(admin.token)))).status).toBe(404)

      const started = Date.now()
      const { status, data } = await api.post(`/api/order/${orderId}/init-fulfillment`, {}, withToken(admin.token))
      expect(status).toBe(201)
      console.log(`init-fulfillment of a 24x36 in order: ${Date.now() - started} ms`)
      const [item] = data.fulfillmentPackage.items
      expect(item.print).toMatchObject({ width: 3600, height: 5400, dpi: 150, isReplacement: false })
      expect(item.manifest).toMatchObject({
        orderId,
        sizeInches: { width: 24, height: 36 },
        pixels: { width: 3600, height: 5400 },
        dpi: 150,
        frame: "black",
        signed: false,
        quantity: 2,
        painting: { id: painting.id, title: "Rex in oil" },
        shippingAddress: expect.objectContaining({ firstName: "Test", city: "Town", country: "us" }),
      })

      const zipAnswer = await api.get(`/api/order/${orderId}/fulfillment-package`, {
        ...withToken(admin.token),
        responseType: "arraybuffer",
      })
      expect(zipAnswer.headers["content-type"]).toContain("application/zip")
      expect(zipAnswer.headers["content-disposition"]).toMatch(/^attachment; filename="order-\d+-fulfilment\.zip"$/)
      const entries = await unzip(Buffer.from(zipAnswer.data))
      const manifest = JSON.parse(entries.get("manifest.json")!.toString())
      expect(manifest).toMatchObject({ orderId, dpi: 150, lines: [expect.objectContaining({ lineId: item.lineId, quantity: 2 })] })
      const printName = [...entries.keys()].find((n) => /print-3600x5400\.jpg$/.test(n))!
      const print = await sharp(entries.get(printName)!).metadata()
      expect(print.width).toBeGreaterThanOrEqual(3600)
      expect(print.height).toBeGreaterThanOrEqual(5400)
      expect(print.density).toBe(150)
      const proofName = [...entries.keys()].find((n) => n.endsWith("/proof.jpg"))!
      const proof = await sharp(entries.get(proofName)!).stats()
      expect((await sharp(entries.get(proofName)!).metadata()).width).toBeLessThan(700)
      // The black frame shows at the proof's edge.
      const corner = await sharp(
        await sharp(entries.get(proofName)!).extract({ left: 0, top: 0, width: 10, height: 10 }).toBuffer()
      ).stats()
      expect(corner.channels[0].mean).toBeLessThan(50)
      expect(proof.channels.length).toBeGreaterThanOrEqual(3)
      const lineManifest = JSON.parse(entries.get(proofName.replace("proof.jpg", "manifest.json"))!.toString())
      expect(lineManifest).toMatchObject({ lineId: item.lineId, printFile: printName })

      // The admin's order view lists the package; preparing again replaces it.
      const again = await api.post(`/api/order/${orderId}/init-fulfillment`, {}, withToken(admin.token))
      expect(again.data.fulfillmentPackage.id).not.toBe(data.fulfillmentPackage.id)
      const { data: linked } = await getContainer()
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order", fields: ["fulfilment_package.id"], filters: { id: orderId } })
      expect((linked[0] as { fulfilment_package?: { id: string } | null }).fulfilment_package?.id).toBe(again.data.fulfillmentPackage.id)
    })

    it("refuses an order whose painting has no print file yet, with a field", async () => {
      const owner = await makeShopper(api, getContainer(), "verified")
      const customerId = await customerOf(getContainer(), owner.account.id)
      const painting = await makePainting(getContainer(), customerId, "No print yet")
      const orderId = await placeOrder(getContainer(), { customerId, variantId: canvas24x36Black, paintingId: painting.id })
      await pollUntil(
        async () => (await api.get(`/api/order/${orderId}`, withToken(admin.token))).data,
        (o) => o.cartStamp.length > 0,
        30_000
      )
      const { status, data } = await settle(api.post(`/api/order/${orderId}/init-fulfillment`, {}, withToken(admin.token)))
      expect(status).toBe(400)
      expect(data).toMatchObject({ field: "painting", message: expect.stringContaining("not made yet") })
      expect((await settle(api.post(`/api/order/order_missing/init-fulfillment`, {}, withToken(admin.token)))).status).toBe(404)
    })

    it("uploads and deletes proofs and replacement fulfilment images", async () => {
      const { orderId, owner } = await paidOrder()
      const init = await api.post(`/api/order/${orderId}/init-fulfillment`, {}, withToken(admin.token))
      const itemId = init.data.fulfillmentPackage.items[0].id

      expect((await settle(api.post(`/api/order/${orderId}/proof`, await imageForm(), withToken(owner.token)))).status).toBe(401)
      const noFile = await settle(api.post(`/api/order/${orderId}/proof`, new FormData(), withToken(admin.token)))
      expect(noFile).toMatchObject({ status: 400, data: { field: "image" } })
      const notImage = new FormData()
      notImage.append("image", new Blob([new Uint8Array(Buffer.from("not an image"))]), "x.png")
      expect(await settle(api.post(`/api/order/${orderId}/proof`, notImage, withToken(admin.token)))).toMatchObject({
        status: 400,
        data: { field: "image" },
      })

      const uploaded = await api.post(`/api/order/${orderId}/proof`, await imageForm(), withToken(admin.token))
      expect(uploaded.status).toBe(201)
      expect(uploaded.data).toMatchObject({
        message: "Image uploaded.",
        proof: { id: expect.stringMatching(/^fproof_/), width: 60, height: 90, mimeType: "image/png" },
      })
      expect(uploaded.data.proofs).toHaveLength(1)
      const zip = await unzip(
        Buffer.from(
          (await api.get(`/api/order/${orderId}/fulfillment-package`, { ...withToken(admin.token), responseType: "arraybuffer" })).data
        )
      )
      expect([...zip.keys()].some((n) => n.startsWith(`proofs/${uploaded.data.proof.id}`))).toBe(true)
      expect((await settle(api.delete(`/api/order/proof/${uploaded.data.proof.id}`, withToken(owner.token)))).status).toBe(401)
      const deleted = await api.delete(`/api/order/proof/${uploaded.data.proof.id}`, withToken(admin.token))
      expect(deleted.data.proofs).toEqual([])
      expect((await settle(api.delete(`/api/order/proof/${uploaded.data.proof.id}`, withToken(admin.token)))).status).toBe(404)

      // A replacement print file (portrait, like the print); a landscape one is refused.
      expect((await settle(api.post(`/api/order/fulfillment-image/${itemId}`, await imageForm(), withToken(owner.token)))).status).toBe(401)
      expect(
        await settle(api.post(`/api/order/fulfillment-image/${itemId}`, await imageForm({ width: 90, height: 60 }), withToken(admin.token)))
      ).toMatchObject({ status: 400, data: { field: "image" } })
      const replaced = await api.post(
        `/api/order/fulfillment-image/${itemId}`,
        await imageForm({ width: 400, height: 600 }, "retouched.png"),
        withToken(admin.token)
      )
      expect(replaced.data.fulfillmentPackage.items[0].print).toMatchObject({
        width: 400,
        height: 600,
        isReplacement: true,
        mimeType: "image/png",
      })
      const zip2 = await unzip(
        Buffer.from(
          (await api.get(`/api/order/${orderId}/fulfillment-package`, { ...withToken(admin.token), responseType: "arraybuffer" })).data
        )
      )
      expect([...zip2.keys()].some((n) => /print-replacement-400x600\.png$/.test(n))).toBe(true)
      expect((await settle(api.delete(`/api/order/fulfillment-image/${itemId}`, withToken(owner.token)))).status).toBe(401)
      const reverted = await api.delete(`/api/order/fulfillment-image/${itemId}`, withToken(admin.token))
      expect(reverted.data.fulfillmentPackage.items[0].print).toMatchObject({ width: 3600, height: 5400, isReplacement: false })
      expect((await settle(api.delete(`/api/order/fulfillment-image/${itemId}`, withToken(admin.token)))).status).toBe(404)
      expect((await settle(api.post(`/api/order/fulfillment-image/fitem_nope`, await imageForm(), withToken(admin.token)))).status).toBe(
        404
      )
    })

    it("updates the fulfilment flags, labels and the ready-to-send list", async () => {
      const { orderId, owner } = await paidOrder()
      const url = `/api/order/${orderId}/update-fulfillment`
      expect((await settle(api.patch(url, { isReady: true }, withToken(owner.token)))).status).toBe(401)
      expect(await settle(api.patch(url, {}, withToken(admin.token)))).toMatchObject({
        status: 400,
        data: { field: expect.any(String) },
      })
      expect(await settle(api.patch(url, { isReady: "yes" }, withToken(admin.token)))).toMatchObject({
        status: 400,
        data: { field: "isReady" },
      })
      expect(await settle(api.patch(url, { merchantOrderId: "" }, withToken(admin.token)))).toMatchObject({
        status: 400,
        data: { field: "merchantOrderId" },
      })
      expect((await settle(api.get("/api/admin/orders?readyToSend=maybe", withToken(admin.token)))).data).toMatchObject({
        field: "readyToSend",
      })

      const ready = await api.patch(url, { isReady: true }, withToken(admin.token))
      expect(ready.data).toMatchObject({ fulfillment: { merchantOrderId: null, isReady: true, isSent: false }, fulfillmentLabel: "Ready" })
      let list = (await api.get("/api/admin/orders?readyToSend=1&perPage=100", withToken(admin.token))).data
      expect(list.orders.map((o: OrderListItem) => o.id)).toContain(orderId)
      expect(list.orders.every((o: OrderListItem) => o.fulfillment.isReady && !o.fulfillment.isSent)).toBe(true)
      expect((await settle(api.get("/api/admin/orders?readyToSend=1", withToken(owner.token)))).status).toBe(401)

      const merchant = await api.patch(url, { merchantOrderId: "PRINT-42" }, withToken(admin.token))
      expect(merchant.data).toMatchObject({ fulfillment: { merchantOrderId: "PRINT-42", isReady: true }, fulfillmentLabel: "PRINT-42" })
      // What the staff's order panel reads: the same flags and label, the package and proofs.
      const panel = await api.get(`/api/order/${orderId}/fulfillment`, withToken(admin.token))
      expect(panel.data).toMatchObject({
        fulfillment: { merchantOrderId: "PRINT-42", isReady: true },
        fulfillmentLabel: "PRINT-42",
        proofs: [],
      })
      expect(panel.data).toHaveProperty("fulfillmentPackage")
      expect((await settle(api.get(`/api/order/${orderId}/fulfillment`, withToken(owner.token)))).status).toBe(401)
      const sent = await api.patch(url, { isSent: true }, withToken(admin.token))
      expect(sent.data.fulfillment.isSent).toBe(true)
      list = (await api.get("/api/admin/orders?readyToSend=1&perPage=100", withToken(admin.token))).data
      expect(list.orders.map((o: OrderListItem) => o.id)).not.toContain(orderId)
      const cleared = await api.patch(url, { merchantOrderId: null, isSent: false, isReady: false }, withToken(admin.token))
      expect(cleared.data.fulfillmentLabel).toBe("Unfulfilled")

      await api.patch(`/api/order/${orderId}`, { status: "cancelled" }, withToken(admin.token))
      expect((await api.get(`/api/order/${orderId}`, withToken(admin.token))).data.fulfillmentLabel).toBe("Cancelled")
      expect(await settle(api.patch(url, { isReady: true }, withToken(admin.token)))).toMatchObject({
        status: 400,
        data: { field: "status" },
      })
    })

    it("sends a ready package to Prodigi once, and its callbacks move the order to sent with a tracking e-mail", async () => {
      const { orderId, owner } = await paidOrder()
      const send = `/api/order/${orderId}/send-to-print-partner`
      expect((await settle(api.post(send, {}, withToken(owner.token)))).status).toBe(401)
      expect(await settle(api.post(send, {}, withToken(admin.token)))).toMatchObject({ status: 400, data: { field: "package" } })
      await api.post(`/api/order/${orderId}/init-fulfillment`, {}, withToken(admin.token))
      expect(await settle(api.post(send, {}, withToken(admin.token)))).toMatchObject({ status: 400, data: { field: "isReady" } })
      await api.patch(`/api/order/${orderId}/update-fulfillment`, { isReady: true }, withToken(admin.token))

      // The partner's refusal reaches the admin in its words (a bad key here), not as a 500.
      process.env.PRODIGI_API_KEY = "wrong-key"
      expect(await settle(api.post(send, {}, withToken(admin.token)))).toMatchObject({
        status: 502,
        data: { field: "printPartner", message: expect.stringContaining("API key") },
      })
      process.env.PRODIGI_API_KEY = "test-prodigi-key"

      const before = prodigi.orders.size
      const [a, b] = await Promise.all([
        settle(api.post(send, {}, withToken(admin.token))),
        settle(api.post(send, {}, withToken(admin.token))),
      ])
      expect([a.status, b.status].sort()).toEqual([200, 201])
      expect(prodigi.orders.size).toBe(before + 1)
      const partnerOrderId = a.data.partnerOrderId
      expect(b.data.partnerOrderId).toBe(partnerOrderId)
      const sentOrder = prodigi.orders.get(partnerOrderId)!
      expect(sentOrder).toMatchObject({
        merchantReference: orderId,
        idempotencyKey: expect.stringMatching(/^fpkg_/),
        shippingMethod: "Standard",
        recipient: {
          name: "Test Shopper",
          address: { line1: "1 Main Street", countryCode: "US", townOrCity: "Town", postalOrZipCode: "80202", stateOrCounty: "CO" },
        },
        items: [
          expect.objectContaining({ sku: "GLOBAL-FRA-CAN-24X36", copies: 2, sizing: "fillPrintArea", attributes: { color: "black" } }),
        ],
      })
      // Prodigi downloaded the print file through the signed link.
      const download = prodigi.downloads.find((d) => d.url === sentOrder.items[0].assets[0].url)!
      expect(download).toMatchObject({ status: 200, contentType: "image/jpeg" })
      const unsigned = await settle(api.get(new URL(download.url).pathname))
      expect(unsigned.status).toBe(401)
      let order = (await api.get(`/api/order/${orderId}`, withToken(admin.token))).data
      expect(order).toMatchObject({
        fulfillment: { merchantOrderId: partnerOrderId, isReady: true, isSent: false },
        fulfillmentLabel: partnerOrderId,
      })

      // A second send later answers the same partner order.
      const repeat = await api.post(send, {}, withToken(admin.token))
      expect(repeat.data).toMatchObject({ alreadySent: true, partnerOrderId })
      // The package the partner prints is never replaced by a new one (that could be sent and printed twice).
      expect(await settle(api.post(`/api/order/${orderId}/init-fulfillment`, {}, withToken(admin.token)))).toMatchObject({
        status: 409,
        data: { field: "package", message: expect.stringContaining(partnerOrderId) },
      })
      // ...whoever runs the workflow (here not a route, as the Medusa admin's call or a script would).
      const orderRecord = (await loadOrder(getContainer(), orderId, ORDER_FIELDS))!
      expect(
        await initFulfillmentWorkflow(getContainer())
          .run({ input: { order: orderRecord, by: null } })
          .then(() => undefined, asDomainError)
      ).toMatchObject({ kind: "conflict", field: "package", message: expect.stringContaining(partnerOrderId) })
      expect(
        (await api.get(`/api/order/${orderId}/fulfillment`, withToken(admin.token))).data.fulfillmentPackage.printPartner.orderId
      ).toBe(partnerOrderId)

      // Callbacks: a forged one is refused; InProgress keeps it ready; Complete marks it sent and e-mails the tracking.
      const forged = await settle(
        api.post(`/hooks/print-partner/prodigi?token=nope`, { data: { order: { id: partnerOrderId, status: { stage: "Complete" } } } })
      )
      expect(forged.status).toBe(401)
      expect((await prodigi.advance(partnerOrderId, "InProgress")).status).toBe(200)
      const done = await prodigi.advance(partnerOrderId, "Complete")
      expect(done.status).toBe(200)
      expect(done.body).toMatchObject({ received: true, orderId, emailed: true })
      order = (await api.get(`/api/order/${orderId}`, withToken(admin.token))).data
      expect(order.fulfillment).toEqual({ merchantOrderId: partnerOrderId, isReady: true, isSent: true })
      expect(order.communications.map((c: { template: string }) => c.template)).toContain("order-shipped")
      const tracking = sentOrder.shipments[0].tracking.number
      const mail = outbox().find((m) => m.to === order.email && m.subject.includes("on its way"))
      expect(mail?.text).toContain(tracking)
      // A repeated callback sends no second e-mail.
      expect((await prodigi.advance(partnerOrderId, "Complete")).body).toMatchObject({ emailed: false })
      const list = (await api.get("/api/admin/orders?readyToSend=1&perPage=100", withToken(admin.token))).data
      expect(list.orders.map((o: OrderListItem) => o.id)).not.toContain(orderId)
    })

    it("lets admins and the buyer download a painting's print file zip", async () => {
      const { orderId, owner, painting } = await paidOrder()
      expect(orderId).toBeTruthy()
      expect((await settle(api.get(`/api/painting/${painting.id}/fulfillment`))).status).toBe(401)
      expect((await settle(api.get(`/api/painting/${painting.id}/fulfillment`, withToken(stranger.token)))).status).toBe(404)
      for (const token of [owner.token, admin.token]) {
        const res = await api.get(`/api/painting/${painting.id}/fulfillment`, { ...withToken(token), responseType: "arraybuffer" })
        const entries = await unzip(Buffer.from(res.data))
        expect(JSON.parse(entries.get("manifest.json")!.toString())).toMatchObject({
          painting: { id: painting.id },
          pixels: { width: 120, height: 180 },
        })
      }
    })
  },
})
