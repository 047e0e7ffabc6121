import type { MedusaContainer } from "@medusajs/framework/types"
import { loadOrder } from "./cart-stamp"
import { readCommunications } from "./order-metadata"

/**
 * Where the order's confirmation e-mail goes, or null when none is due: no address, a
 * cancelled order, or its communications already list one (a redelivered order.placed, or the
 * finishing job after the subscriber). Reads only; workflows/order/send-order-confirmation.ts sends it.
 */
export async function confirmationRecipient(container: MedusaContainer, orderId: string): Promise<string | null> {
  const order = await loadOrder(container, orderId, ["id", "email", "status", "metadata"])
  if (!order?.email || (order as { status?: string }).status === "canceled") return null
  if (readCommunications(order.metadata).some((c) => c.template === "order-confirmation")) return null
  return order.email
}
