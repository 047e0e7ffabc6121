/**
 * The /admin/petshop calls of the admin-extensions plugin, made with a Medusa admin login
 * (the demo merchandiser): the order page's painting widget (paintings, init-fulfillment,
 * the package zip), style curation, queue depths, failed tasks and retry, worker heartbeats
 * and painting stats. No login, a shop account's token (even an isAdmin one) or a bad token
 * answer 401; bad input answers 400 {field, message}.
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { heartbeatKey } from "@petshop/painting-module/worker"
import { loadCatalogueData } from "@petshop/seed"
import { Redis } from "ioredis"
import { beforeAll, expect, it } from "vitest"
import { giveProductionImage, unzip } from "../helpers/fulfillment"
import { makePainting, placeOrder, variantBySku } from "../helpers/orders"
import { asMerchandiser, settle, withToken } from "../helpers/shop-api"
import { makeShopper } from "../helpers/shoppers"
import { pollUntil } from "../helpers/wait"

// Small print files keep init-fulfillment quick; the print size itself is fulfillment.spec's.
process.env.PRINT_DPI = "10"
// Order e-mails of the placed orders stay out of the shop's own outbox.
process.env.EMAIL_OUTBOX_DIR = mkdtempSync(join(tmpdir(), "petshop-admin-outbox-"))

const data = loadCatalogueData()
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

async function customerOf(container: MedusaContainer, accountId: string): Promise<string> {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "account", fields: ["customer.id"], filters: { id: accountId } })
  return (data[0] as { customer: { id: string } }).customer.id
}

/** The admin API's answers, as far as this spec reads them. */
type StyleBody = { id: string; orderIndex: number }
type TaskBody = { id: string; status: string }

shopIntegrationTestRunner({
  seed: {},
  testSuite: ({ api, getContainer }) => {
    let staff: { headers: Record<string, string> }
    const painting = () => getContainer().resolve<PaintingModuleService>(PAINTING_MODULE)

    beforeAll(async () => {
      staff = await asMerchandiser(api)
    })

    /** A paid order of a 24x36 in canvas of a painting with a (small) production image. */
    async function paidOrder() {
      const owner = await makeShopper(api, getContainer(), "verified")
      const customerId = await customerOf(getContainer(), owner.account.id)
      const made = await makePainting(getContainer(), customerId, "Rex in oil")
      await giveProductionImage(getContainer(), made.id)
      const variantId = await variantBySku(getContainer(), "CANVAS-24X36-BLACK-UNSIGNED")
      const orderId = await placeOrder(getContainer(), { customerId, variantId, quantity: 2, paintingId: made.id, countryCode: "us" })
      // The order's cartStamp (its lines) is written by the order.placed subscriber.
      await pollUntil(
        async () => (await api.get(`/admin/petshop/orders/${orderId}/paintings`, staff)).data,
        (v) => v.paintings[0]?.lines?.length > 0,
        30_000
      )
      return { orderId, painting: made }
    }

    it("refuses every call without a Medusa admin login", async () => {
      const shopAdmin = await makeShopper(api, getContainer(), "admin")
      const calls: ["get" | "post" | "patch", string, unknown?][] = [
        ["get", "/admin/petshop/orders/order_x/paintings"],
        ["post", "/admin/petshop/orders/order_x/init-fulfillment"],
        ["get", "/admin/petshop/orders/order_x/fulfillment-package"],
        ["get", "/admin/petshop/styles"],
        ["patch", "/admin/petshop/styles/style_x", { isPublic: true }],
        ["get", "/admin/petshop/queues"],
        ["get", "/admin/petshop/tasks?status=failed"],
        ["post", "/admin/petshop/tasks/task_x/retry"],
        ["get", "/admin/petshop/workers"],
        ["get", "/admin/petshop/stats/paintings"],
      ]
      const strangers = [{}, withToken(shopAdmin.token), { headers: { authorization: "Bearer not-a-jwt" } }]
      for (const config of strangers) {
        for (const [method, url, body] of calls) {
          const call =
            method === "get"
              ? api.get(url, config)
              : method === "post"
                ? api.post(url, body ?? {}, config)
                : api.patch(url, body ?? {}, config)
          expect((await settle(call)).status, `${method} ${url}`).toBe(401)
        }
      }
    })

    it("shows an order's paintings, prepares its fulfilment package and serves the zip", async () => {
      const { orderId, painting: made } = await paidOrder()
      const { data: before } = await api.get(`/admin/petshop/orders/${orderId}/paintings`, staff)
      expect(before.orderId).toBe(orderId)
      expect(before.fulfillmentPackage).toBeNull()
      expect(before.paintings).toHaveLength(1)
      expect(before.paintings[0]).toMatchObject({
        id: made.id,
        title: "Rex in oil",
        image: expect.objectContaining({ original: expect.any(String) }),
        productionImage: expect.objectContaining({ width: 120, height: 180 }),
        lines: [expect.objectContaining({ quantity: 2, frame: "black" })],
        printFiles: [],
      })
      expect((await settle(api.get(`/admin/petshop/orders/${orderId}/fulfillment-package`, staff))).status).toBe(404)

      const prepared = await api.post(`/admin/petshop/orders/${orderId}/init-fulfillment`, {}, staff)
      expect(prepared.status).toBe(201)
      expect(prepared.data.fulfillmentPackage).toMatchObject({
        orderId,
        preparedBy: expect.stringMatching(/^user:/),
        downloadUrl: `/admin/petshop/orders/${orderId}/fulfillment-package`,
        items: [expect.objectContaining({ painting: made.id, print: expect.objectContaining({ width: 240, height: 360 }) })],
      })
      expect(prepared.data.paintings[0].printFiles).toEqual([
        expect.objectContaining({ width: 240, height: 360, url: expect.stringContaining("/hooks/print-partner/files/") }),
      ])

      const zip = await api.get(prepared.data.fulfillmentPackage.downloadUrl, { ...staff, responseType: "arraybuffer" })
      expect(zip.headers["content-type"]).toContain("application/zip")
      const entries = await unzip(Buffer.from(zip.data))
      expect(JSON.parse(entries.get("manifest.json")!.toString())).toMatchObject({ orderId })

      expect((await settle(api.get("/admin/petshop/orders/order_missing/paintings", staff))).status).toBe(404)
      expect((await settle(api.post("/admin/petshop/orders/order_missing/init-fulfillment", {}, staff))).status).toBe(404)
    })

    it("answers 400 with a field when the order has nothing to print yet", async () => {
      const owner = await makeShopper(api, getContainer(), "verified")
      const customerId = await customerOf(getContainer(), owner.account.id)
      const made = await makePainting(getContainer(), customerId, "No print yet")
      const variantId = await variantBySku(getContainer(), "CANVAS-24X36-BLACK-UNSIGNED")
      const orderId = await placeOrder(getContainer(), { customerId, variantId, paintingId: made.id })
      await pollUntil(
        async () => (await api.get(`/admin/petshop/orders/${orderId}/paintings`, staff)).data,
        (v) => v.paintings[0]?.lines?.length > 0,
        30_000
      )
      expect(await settle(api.post(`/admin/petshop/orders/${orderId}/init-fulfillment`, {}, staff))).toMatchObject({
        status: 400,
        data: { field: "painting" },
      })
    })

    it("lists every style with its picture and curates it: public, featured, order", async () => {
      const { data: list } = await api.get("/admin/petshop/styles", staff)
      expect(list.count).toBe(data.styles.styles.length)
      const indexes = list.styles.map((s: StyleBody) => s.orderIndex)
      expect(indexes).toEqual([...indexes].sort((a: number, b: number) => a - b))
      const style = list.styles[0]
      expect(style).toMatchObject({
        id: expect.any(String),
        title: expect.any(String),
        isPublic: expect.any(Boolean),
        publicImage: expect.anything(),
      })

      const hidden = await api.patch(`/admin/petshop/styles/${style.id}`, { isPublic: false, isFeatured: true, orderIndex: 42 }, staff)
      expect(hidden.data).toMatchObject({ id: style.id, isPublic: false, isFeatured: true, orderIndex: 42 })
      // The shop's public list follows at once.
      const { data: shop } = await api.get("/api/styles?scope=isPublic&perPage=100")
      expect(shop.styles.map((s: StyleBody) => s.id)).not.toContain(style.id)
      const shown = await api.patch(
        `/admin/petshop/styles/${style.id}`,
        { isPublic: true, isFeatured: style.isFeatured, orderIndex: style.orderIndex },
        staff
      )
      expect(shown.data).toMatchObject({ isPublic: true, isFeatured: style.isFeatured, orderIndex: style.orderIndex })

      for (const [body, field] of [
        [{}, "body"],
        [{ isPublic: "yes" }, "isPublic"],
        [{ isFeatured: 1 }, "isFeatured"],
        [{ orderIndex: -1 }, "orderIndex"],
        [{ orderIndex: 1.5 }, "orderIndex"],
        [{ title: "Renamed" }, ""],
      ] as const) {
        const res = await settle(api.patch(`/admin/petshop/styles/${style.id}`, body, staff))
        expect(res.status, JSON.stringify(body)).toBe(400)
        if (field) expect(res.data.field).toBe(field)
        else expect(res.data.field).toEqual(expect.any(String))
      }
      expect((await settle(api.get("/admin/petshop/styles?perPage=0", staff))).data).toMatchObject({ field: "perPage" })
      expect((await settle(api.patch("/admin/petshop/styles/style_missing", { isPublic: true }, staff))).status).toBe(404)
    })

    it("shows the depth of each painting queue", async () => {
      const { data: body } = await api.get("/admin/petshop/queues", staff)
      expect(body.queues.map((q: { name: string }) => q.name).sort()).toEqual(["paint", "photo", "production"])
      for (const q of body.queues) {
        for (const key of ["waiting", "active", "delayed", "failed", "completed"]) expect(q[key]).toEqual(expect.any(Number))
      }
    })

    it("lists failed tasks and retries one; refuses tasks that have not failed", async () => {
      const failedPainting = await painting().createPaintings({
        photo_id: "photo_x",
        style_id: "style_x",
        status: "failed",
        failure_reason: "boom",
      })
      const [failed, done] = await painting().createTasks([
        {
          type: "paint",
          subject_id: failedPainting.id,
          status: "failed",
          queued_at: new Date(),
          error: "boom",
          attempts: 3,
          finished_at: new Date(),
        },
        { type: "paint", subject_id: failedPainting.id, status: "complete", queued_at: new Date(), finished_at: new Date() },
      ])
      const { data: list } = await api.get("/admin/petshop/tasks?status=failed&perPage=200", staff)
      expect(list.tasks.map((t: TaskBody) => t.id)).toContain(failed.id)
      expect(list.tasks.every((t: TaskBody) => t.status === "failed")).toBe(true)
      expect(list.tasks.find((t: TaskBody) => t.id === failed.id)).toMatchObject({ error: "boom", type: "paint" })

      const retried = await api.post(`/admin/petshop/tasks/${failed.id}/retry`, {}, staff)
      expect(retried.data).toMatchObject({ id: failed.id, status: "queue", error: null })
      // Nothing runs it here: take the job off again so it does not outlive the test.
      await painting().dequeueTask({ id: failed.id, type: "paint" })

      expect(await settle(api.post(`/admin/petshop/tasks/${done.id}/retry`, {}, staff))).toMatchObject({
        status: 400,
        data: { field: "status" },
      })
      expect((await settle(api.post("/admin/petshop/tasks/task_missing/retry", {}, staff))).status).toBe(404)
      expect(await settle(api.get("/admin/petshop/tasks?status=broken", staff))).toMatchObject({ status: 400, data: { field: "status" } })
    })

    it("shows worker heartbeats with their last-seen times", async () => {
      const name = `w-${unique()}`
      const minuteAgo = new Date(Date.now() - 60_000)
      const [alive, stale] = await painting().createWorkerServices([
        { name, hostname: "box-1", pid: 11, queues: ["photo", "paint"], started_at: minuteAgo, last_heartbeat_at: new Date() },
        { name: `${name}-stale`, hostname: "box-2", pid: 12, queues: ["paint"], started_at: minuteAgo, last_heartbeat_at: minuteAgo },
      ])
      // Workers also announce themselves in Redis (painting-module worker/heartbeat.ts); one has
      // no record, as when its registration failed.
      const redis = new Redis(process.env.REDIS_URL!)
      const orphan = `box-3-${unique()}`
      const beat = new Date().toISOString()
      await redis.set(
        heartbeatKey(name),
        JSON.stringify({ id: name, hostname: "box-1", pid: 11, queues: ["photo", "paint"], startedAt: beat, lastBeatAt: beat }),
        "PX",
        15_000
      )
      await redis.set(
        heartbeatKey(orphan),
        JSON.stringify({ id: orphan, hostname: "box-3", pid: 13, queues: ["paint"], startedAt: beat, lastBeatAt: beat }),
        "PX",
        15_000
      )
      const { data: body } = await api.get("/admin/petshop/workers?timespan=1h", staff)
      await redis.del(heartbeatKey(name), heartbeatKey(orphan))
      redis.disconnect()
      const byId = new Map(body.workers.map((w: { id: string }) => [w.id, w]))
      expect(byId.get(alive.id)).toMatchObject({
        name,
        hostname: "box-1",
        isAlive: true,
        announced: true,
        queues: ["photo", "paint"],
        lastHeartbeatAt: expect.any(String),
      })
      expect(byId.get(stale.id)).toMatchObject({ isAlive: false, announced: false, lastHeartbeatAt: minuteAgo.toISOString() })
      expect(byId.get(orphan)).toMatchObject({ hostname: "box-3", isAlive: true, announced: true, lastHeartbeatAt: beat })
      expect(body.aliveWithinMs).toBe(15_000)
      expect(await settle(api.get("/admin/petshop/workers?timespan=forever", staff))).toMatchObject({
        status: 400,
        data: { field: "timespan" },
      })
    })

    it("counts paintings per style and day with their conversion to cart and order", async () => {
      const { data: stats } = await api.get("/admin/petshop/stats/paintings?timespan=7d", staff)
      expect(stats.days.length).toBeGreaterThanOrEqual(7)
      const today = stats.days.at(-1)
      expect(today).toMatchObject({
        date: new Date().toISOString().slice(0, 10),
        paintings: expect.any(Number),
        inCart: expect.any(Number),
        ordered: expect.any(Number),
      })
      // The seed's demo paintings were made today, in every style.
      expect(stats.totals.paintings).toBeGreaterThanOrEqual(data.styles.styles.length * 3)
      expect(stats.totals).toMatchObject({
        paintingToCart: expect.any(Number),
        cartToOrder: expect.any(Number),
        paintingToOrder: expect.any(Number),
      })
      expect(stats.perStyle.length).toBeGreaterThanOrEqual(data.styles.styles.length)
      expect(stats.perStyle[0]).toMatchObject({
        title: expect.any(String),
        paintings: expect.any(Number),
        paintingToCart: expect.any(Number),
      })
      expect(Object.values(today.byStyle).reduce((a: number, b) => a + Number(b), 0)).toBe(today.paintings)
      expect(await settle(api.get("/admin/petshop/stats/paintings?timespan=999d", staff))).toMatchObject({
        status: 400,
        data: { field: "timespan" },
      })
    })
  },
})
