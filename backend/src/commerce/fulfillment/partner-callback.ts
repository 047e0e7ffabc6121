/**
 * A print partner's status callback onto the order: InProgress → ready, Complete (or a
 * parcel shipped) → sent, Cancelled → not ready. The first time an order becomes sent, the
 * client gets the "order-shipped" e-mail with the tracking numbers.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { applyPrintPartnerStatusWorkflow } from "../../workflows/fulfillment/apply-print-partner-status"
import { sendOrderEmailWorkflow } from "../../workflows/order/send-order-email"
import type { PartnerStatusUpdate } from "../../modules/print-partner/types"
import { loadOrder } from "../orders/cart-stamp"
import { readFulfillment, type OrderFulfillment } from "../orders/order-metadata"
import { ORDER_FIELDS } from "../orders/order-records"
import { paintingService, type PackageRecord } from "./fulfilment-records"

export function flagsFor(
  stage: string,
  shipments: PartnerStatusUpdate["shipments"],
  current: OrderFulfillment,
  partnerOrderId: string
): OrderFulfillment {
  const shipped = shipments.some((s) => s.status === "Shipped")
  switch (stage) {
    case "Complete":
      return { merchantOrderId: partnerOrderId, isReady: true, isSent: true }
    case "Cancelled":
      return { merchantOrderId: partnerOrderId, isReady: false, isSent: current.isSent }
    default:
      return { merchantOrderId: partnerOrderId, isReady: true, isSent: current.isSent || shipped }
  }
}

export async function applyPartnerCallback(
  container: MedusaContainer,
  update: PartnerStatusUpdate
): Promise<{ orderId: string; fulfillment: OrderFulfillment; emailed: boolean } | null> {
  const service = paintingService(container)
  let [pkg] = (await service.listFulfilmentPackages({ partner_order_id: update.id }, { take: 1 })) as unknown as PackageRecord[]
  if (!pkg && update.merchantReference) {
    ;[pkg] = (await service.listFulfilmentPackages(
      { order_id: update.merchantReference },
      { order: { created_at: "DESC" }, take: 1 }
    )) as unknown as PackageRecord[]
    if (pkg?.partner_order_id && pkg.partner_order_id !== update.id) pkg = undefined as unknown as PackageRecord
  }
  if (!pkg) return null
  const order = await loadOrder(container, pkg.order_id, ORDER_FIELDS)
  if (!order) return null
  const current = readFulfillment(order.metadata)
  const fulfillment = flagsFor(update.stage, update.shipments, current, update.id)
  await applyPrintPartnerStatusWorkflow(container).run({
    input: { orderId: order.id, packageId: pkg.id, stage: update.stage, shipments: update.shipments, fulfillment },
  })
  let emailed = false
  if (fulfillment.isSent && !current.isSent && order.email) {
    try {
      await sendOrderEmailWorkflow(container).run({
        input: {
          orderId: order.id,
          template: "order-shipped",
          to: order.email,
          by: null,
          tracking: update.shipments.map((s) => ({ carrier: s.carrier, number: s.trackingNumber, url: s.trackingUrl })),
        },
      })
      emailed = true
    } catch (err) {
      container
        .resolve(ContainerRegistrationKeys.LOGGER)
        .error(`Order ${order.id}: the order-shipped e-mail failed: ${(err as Error).message}`)
    }
  }
  return { orderId: order.id, fulfillment, emailed }
}
