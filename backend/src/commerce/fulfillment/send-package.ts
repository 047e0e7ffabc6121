/**
 * Sending an order's package to the print partner exactly once: under a per-order lock (two
 * clicks or two backend processes queue behind each other), a package that already has a
 * partner order answers it, and the partner itself dedupes by our package id.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { DomainError } from "../../lib/errors"
import { sendToPrintPartnerWorkflow } from "../../workflows/fulfillment/send-to-print-partner"
import type { CreatePartnerOrderResult } from "../../workflows/fulfillment/steps/create-partner-order"
import { readFulfillment } from "../orders/order-metadata"
import type { OrderRecord } from "../orders/order-records"
import { PRINT_PARTNER_MODULE } from "../../modules/print-partner"
import type PrintPartnerService from "../../modules/print-partner/service"
import { PrintPartnerError } from "../../modules/print-partner/types"
import { loadPackage } from "./fulfilment-records"
import { assertNotTestOrder, partnerOrderRequest } from "./partner-order"

type Locking = { execute: <R>(keys: string | string[], job: () => Promise<R>, opts?: { timeout?: number }) => Promise<R> }

async function withLock<T>(container: MedusaContainer, key: string, job: () => Promise<T>): Promise<T> {
  let locking: Locking | undefined
  try {
    locking = container.resolve(Modules.LOCKING)
  } catch {
    locking = undefined
  }
  return locking ? locking.execute(key, job, { timeout: 60 }) : job()
}

/** The print partner's refusal: its fault (5xx) is an upstream failure, ours (not set up, order rejected) invalid input. */
function printPartnerRefused(status: number, message: string): DomainError {
  return new DomainError(status >= 500 ? "upstream_failed" : "invalid", message, { field: "printPartner" })
}

export async function sendPackageToPartner(
  container: MedusaContainer,
  order: OrderRecord
): Promise<{ alreadySent: boolean; partnerOrderId: string }> {
  if (order.status === "canceled") throw DomainError.invalid("status", "This order is cancelled.")
  assertNotTestOrder(order)
  return withLock(container, `print-partner:${order.id}`, async () => {
    const found = await loadPackage(container, order.id)
    if (!found) throw DomainError.invalid("package", "Prepare the fulfilment package first (init-fulfillment).")
    if (found.pkg.partner_order_id) return { alreadySent: true, partnerOrderId: found.pkg.partner_order_id }
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
    const { result } = (await sendToPrintPartnerWorkflow(container).run({
      input: { orderId: order.id, packageId: found.pkg.id, request, fulfillment },
    })) as { result: CreatePartnerOrderResult }
    if (!result.ok) throw printPartnerRefused(result.status, result.message)
    return { alreadySent: result.outcome === "AlreadyExists", partnerOrderId: result.order.id }
  })
}
