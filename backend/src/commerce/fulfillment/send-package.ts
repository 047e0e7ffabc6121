/**
 * Sending an order's package to the print partner exactly once: under a per-order lock (two
 * clicks or two backend processes queue behind each other; workflows/fulfillment/send-package-to-partner.ts),
 * a package that already has a partner order answers it, and the partner itself dedupes by our package id.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { DomainError } from "../../lib/errors"
import { readFulfillment, type OrderFulfillment } from "../orders/order-metadata"
import type { OrderRecord } from "../orders/order-records"
import { PRINT_PARTNER_MODULE } from "../../modules/print-partner"
import type PrintPartnerService from "../../modules/print-partner/service"
import { PrintPartnerError, type PartnerOrder, type PartnerOrderRequest } from "../../modules/print-partner/types"
import { loadPackage } from "./fulfilment-records"
import { assertNotTestOrder, partnerOrderRequest } from "./partner-order"

/** The print partner's refusal: its fault (5xx) is an upstream failure, ours (not set up, order rejected) invalid input. */
function printPartnerRefused(status: number, message: string): DomainError {
  return new DomainError(status >= 500 ? "upstream_failed" : "invalid", message, { field: "printPartner" })
}

/** What workflows/fulfillment/send-to-print-partner.ts sends and records. */
export type SendToPrintPartnerInput = { orderId: string; packageId: string; request: PartnerOrderRequest; fulfillment: OrderFulfillment }

/** The partner's answer to a send (workflows/fulfillment/steps/create-partner-order.ts): its order, or its refusal. */
export type CreatePartnerOrderResult =
  { ok: true; partner: string; order: PartnerOrder; outcome: string } | { ok: false; status: number; message: string }

export type PartnerSendPlan =
  { alreadySent: true; partnerOrderId: string; send: null } | { alreadySent: false; partnerOrderId: null; send: SendToPrintPartnerInput }

/** Refused before the lock: a cancelled or test order is never sent. */
export function assertOrderSendable(order: OrderRecord): void {
  if (order.status === "canceled") throw DomainError.invalid("status", "This order is cancelled.")
  assertNotTestOrder(order)
}

/**
 * Under the order's print-partner lock (workflows/fulfillment/send-package-to-partner.ts): the
 * partner order this package already has, or what to send; refused while the package is
 * missing or the order is not ready or already sent (reads only).
 */
export async function planPartnerSend(container: MedusaContainer, order: OrderRecord): Promise<PartnerSendPlan> {
  const found = await loadPackage(container, order.id)
  if (!found) throw DomainError.invalid("package", "Prepare the fulfilment package first (init-fulfillment).")
  if (found.pkg.partner_order_id) return { alreadySent: true, partnerOrderId: found.pkg.partner_order_id, send: null }
  const fulfillment = readFulfillment(order.metadata)
  if (!fulfillment.isReady)
    throw DomainError.invalid("isReady", "Mark the order ready (update-fulfillment isReady) before sending it to the print partner.")
  if (fulfillment.isSent) throw DomainError.invalid("isSent", "This order is marked sent already.")
  let partner: string
  try {
    partner = container.resolve<PrintPartnerService>(PRINT_PARTNER_MODULE).adapter().name
  } catch (err) {
    if (err instanceof PrintPartnerError) throw printPartnerRefused(err.status, err.message)
    throw err
  }
  const request = partnerOrderRequest(order, found.pkg, found.items, partner)
  return { alreadySent: false, partnerOrderId: null, send: { orderId: order.id, packageId: found.pkg.id, request, fulfillment } }
}

/** The partner's answer to a send: its order, or its refusal as the shop's error. */
export function partnerSendOutcome(result: CreatePartnerOrderResult): { alreadySent: boolean; partnerOrderId: string } {
  if (!result.ok) throw printPartnerRefused(result.status, result.message)
  return { alreadySent: result.outcome === "AlreadyExists", partnerOrderId: result.order.id }
}
