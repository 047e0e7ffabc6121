/**
 * A print partner's status callback onto the order: InProgress → ready, Complete (or a
 * parcel shipped) → sent, Cancelled → not ready. The first time an order becomes sent, the
 * client gets the "order-shipped" e-mail with the tracking numbers (workflows/fulfillment/apply-partner-callback.ts).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
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

export type PartnerCallbackPlan = {
  orderId: string
  packageId: string
  stage: string
  shipments: PartnerStatusUpdate["shipments"]
  fulfillment: OrderFulfillment
  /** Set the first time the order becomes sent: the "order-shipped" e-mail goes there. */
  shippedEmailTo: string | null
}

/** The package and order a callback is about and what it changes on them, or null for none of ours (reads only). */
export async function planPartnerCallback(container: MedusaContainer, update: PartnerStatusUpdate): Promise<PartnerCallbackPlan | null> {
  const service = paintingService(container)
  let [pkg] = (await service.listFulfilmentPackages({ partner_order_id: update.id }, { take: 1 })) as unknown as PackageRecord[]
  if (!pkg && update.merchantReference) {
    ;[pkg] = (await service.listFulfilmentPackages(
      { order_id: update.merchantReference },
      { order: { created_at: "DESC", id: "DESC" }, take: 1 }
    )) as unknown as PackageRecord[]
    if (pkg?.partner_order_id && pkg.partner_order_id !== update.id) pkg = undefined as unknown as PackageRecord
  }
  if (!pkg) return null
  const order = await loadOrder(container, pkg.order_id, ORDER_FIELDS)
  if (!order) return null
  const current = readFulfillment(order.metadata)
  const fulfillment = flagsFor(update.stage, update.shipments, current, update.id)
  return {
    orderId: order.id,
    packageId: pkg.id,
    stage: update.stage,
    shipments: update.shipments,
    fulfillment,
    shippedEmailTo: fulfillment.isSent && !current.isSent && order.email ? order.email : null,
  }
}
