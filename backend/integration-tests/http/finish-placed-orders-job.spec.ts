/**
 * The finish-placed-orders job (src/jobs/finish-placed-orders.ts): an order whose order.placed
 * handling was lost still gets its cart stamp, painting link, print file and confirmation
 * e-mail, once its subscribers have had their ten minutes; nothing is done twice, and a
 * cancelled order gets no confirmation.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { PAINTING_MODULE, productionTaskId, type PaintingModuleService } from "@petshop/painting-module"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { beforeAll, expect, it } from "vitest"
import { FINISH_GRACE_MS } from "../../src/commerce/orders/finish-placed-orders"
import finishPlacedOrdersJob, { config, finishPlacedOrders } from "../../src/jobs/finish-placed-orders"
import { makePainting, placeOrder, storedStamp, variantBySku } from "../helpers/orders"
import { withToken } from "../helpers/shop-api"
import { makeShopper } from "../helpers/shoppers"
import { pollUntil } from "../helpers/wait"

const OUTBOX = mkdtempSync(join(tmpdir(), "petshop-finish-outbox-"))
process.env.EMAIL_OUTBOX_DIR = OUTBOX
const confirmationsTo = (email: string) =>
  readdirSync(OUTBOX)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(readFileSync(join(OUTBOX, f), "utf8")) as { to: string; subject: string })
    .filter((m) => m.to === email && /order/i.test(m.subject)).length

/** Later than the subscribers' grace period for an order placed now. */
const afterGrace = () => new Date(Date.now() + FINISH_GRACE_MS + 60_000)

shopIntegrationTestRunner({
  seed: {},
  testSuite: ({ api, getContainer }) => {
    let canvas: string

    beforeAll(async () => {
      canvas = await variantBySku(getContainer(), "CANVAS-12X18-BLACK-UNSIGNED")
    })

    /** A paid order of one painting, then everything its order.placed subscribers did taken away. */
    async function orderWithLostEvent() {
      const container = getContainer()
      const owner = await makeShopper(api, container, "verified")
      const { data } = await container
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "account", fields: ["customer.id", "customer.email"], filters: { id: owner.account.id } })
      const customerId = (data[0] as { customer: { id: string } }).customer.id
      const painting = await makePainting(container, customerId, "Biscuit in oil")
      const orderId = await placeOrder(container, { customerId, variantId: canvas, paintingId: painting.id })
      const paintings = container.resolve<PaintingModuleService>(PAINTING_MODULE)
      const placed = await pollUntil(
        async () => ({
          order: (await api.get(`/api/order/${orderId}`, withToken(owner.token))).data,
          tasks: await paintings.listTasks({ id: productionTaskId(painting.id) }),
        }),
        ({ order, tasks }) => order.cartStamp.length > 0 && order.communications.length > 0 && tasks.length > 0,
        30_000
      )
      expect(placed.order.paintings).toEqual([painting.id])
      const email = placed.order.email as string
      // The communications entry is written just before the e-mail goes out.
      const sentBefore = await pollUntil(
        async () => confirmationsTo(email),
        (n) => n === 1,
        10_000
      )
      expect(sentBefore).toBe(1)

      // As if the server had stopped before the subscribers ran.
      await container.resolve(Modules.ORDER).updateOrders(orderId, { metadata: { cart_stamp: "", communications: [] } })
      await container
        .resolve(ContainerRegistrationKeys.LINK)
        .dismiss({ [Modules.ORDER]: { order_id: orderId }, [PAINTING_MODULE]: { painting_id: painting.id } })
      await paintings.dequeueTask({ id: productionTaskId(painting.id), type: "paint" })
      await paintings.deleteTasks(productionTaskId(painting.id))
      const lost = (await api.get(`/api/order/${orderId}`, withToken(owner.token))).data
      expect(lost.communications).toEqual([])
      expect(await storedStamp(getContainer(), orderId)).toBeUndefined()
      const { data: linked } = await container
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order", fields: ["paintings.id"], filters: { id: orderId } })
      expect((linked[0] as { paintings?: unknown[] | null }).paintings ?? []).toEqual([])
      return { owner, orderId, painting, email, sentBefore }
    }

    it("gives an order whose order.placed was lost its stamp, painting, print file and confirmation, once", async () => {
      const container = getContainer()
      const { owner, orderId, painting, email, sentBefore } = await orderWithLostEvent()
      const paintings = container.resolve<PaintingModuleService>(PAINTING_MODULE)

      // Within the grace period the order is left to its own subscribers.
      const early = await finishPlacedOrders(container)
      expect(early.recorded).not.toContain(orderId)
      expect(await storedStamp(getContainer(), orderId)).toBeUndefined()

      const report = await finishPlacedOrders(container, { now: afterGrace() })
      expect(report.failed).toEqual([])
      expect(report.recorded).toContain(orderId)
      expect(report.printFiles).toEqual([painting.id])
      expect(report.emailed).toEqual([orderId])

      const order = (await api.get(`/api/order/${orderId}`, withToken(owner.token))).data
      expect(order.cartStamp).toEqual([expect.objectContaining({ painting: painting.id, quantity: 1 })])
      expect(order.paintings).toEqual([painting.id])
      expect(order.communications).toEqual([expect.objectContaining({ template: "order-confirmation", to: email })])
      expect(confirmationsTo(email)).toBe(sentBefore + 1)
      const [task] = await paintings.listTasks({ id: productionTaskId(painting.id) })
      expect(task).toMatchObject({ type: "paint", subject_id: painting.id, status: "queue" })

      // Again: everything is there, nothing is done twice.
      const again = await finishPlacedOrders(container, { now: afterGrace() })
      expect([again.recorded, again.printFiles, again.emailed, again.failed]).toEqual([[], [], [], []])
      expect(again.checked).toBeGreaterThanOrEqual(1)
      expect(confirmationsTo(email)).toBe(sentBefore + 1)
    })

    it("records a cancelled order but sends it no confirmation and no print file", async () => {
      const container = getContainer()
      const { orderId, painting, email, sentBefore } = await orderWithLostEvent()
      await container.resolve(Modules.ORDER).cancel(orderId)

      const report = await finishPlacedOrders(container, { now: afterGrace() })
      expect(report.recorded).toContain(orderId)
      expect(report.emailed).not.toContain(orderId)
      expect(report.printFiles).not.toContain(painting.id)
      expect(confirmationsTo(email)).toBe(sentBefore)
    })

    it("leaves orders older than its window alone, and runs as Medusa's scheduled job every ten minutes", async () => {
      const container = getContainer()
      const { orderId } = await orderWithLostEvent()
      const later = await finishPlacedOrders(container, { now: new Date(Date.now() + 4 * 24 * 3600_000) })
      expect(later.recorded).not.toContain(orderId)
      expect(await storedStamp(getContainer(), orderId)).toBeUndefined()

      expect(config).toEqual({ name: "finish-placed-orders", schedule: "*/10 * * * *" })
      // As Medusa calls it: the order is still within its grace period, so it is left alone.
      await finishPlacedOrdersJob(container)
      expect(await storedStamp(getContainer(), orderId)).toBeUndefined()
    })
  },
})
