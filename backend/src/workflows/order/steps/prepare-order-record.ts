import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { buildCartStamp, isTestOrder, loadOrder, paintingIdOf } from "../../../commerce/orders/cart-stamp"
import { META, readFulfillment } from "../../../commerce/orders/order-metadata"
import { ORDER_FIELDS, type OrderItemRecord } from "../../../commerce/orders/order-records"

/**
 * Reads a placed order and works out what recording it takes: its cart stamp, whether it
 * is a test order, whether Medusa shipped it, and the painting links it lacks. Reads only, so nothing to compensate.
 */
export const prepareOrderRecordStep = createStep("prepare-order-record", async (input: { orderId: string }, { container }) => {
  const order = await loadOrder(container, input.orderId, ORDER_FIELDS)
  if (!order) throw new Error(`Order ${input.orderId} not found`)
  const stamp = order.metadata?.[META.cartStamp] ? null : await buildCartStamp(container, order)
  const linked = new Set((order.paintings ?? []).filter(Boolean).map((p) => p!.id))
  const paintingIds = [
    ...new Set(
      (order.items ?? [])
        .filter((i): i is OrderItemRecord => Boolean(i))
        .map(paintingIdOf)
        .filter((id): id is string => Boolean(id))
    ),
  ]
  // Only paintings that still exist can be linked.
  const existing = paintingIds.length
    ? (await container.resolve<PaintingModuleService>(PAINTING_MODULE).listPaintings({ id: paintingIds }, { select: ["id"] })).map(
        (p) => p.id
      )
    : []
  const links = existing
    .filter((id: string) => !linked.has(id))
    .map((painting_id: string) => ({ [Modules.ORDER]: { order_id: order.id }, [PAINTING_MODULE]: { painting_id } }))
  const set: Record<string, unknown> = {}
  const isTest = isTestOrder(order)
  if (order.metadata?.[META.isTest] !== isTest) set[META.isTest] = isTest
  // A shipment made in the Medusa admin marks the shop's fulfilment as sent.
  const fulfillment = readFulfillment(order.metadata)
  const shipped = (order.fulfillments ?? []).some((f) => f && f.shipped_at && !f.canceled_at)
  if (shipped && !fulfillment.isSent) set[META.fulfillment] = { ...fulfillment, isSent: true }
  return new StepResponse({
    setIfMissing: stamp ? { [META.cartStamp]: stamp, [META.stampedAt]: new Date().toISOString() } : {},
    set,
    links,
  })
})
