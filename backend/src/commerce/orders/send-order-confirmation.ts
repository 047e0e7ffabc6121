import type { MedusaContainer } from "@medusajs/framework/types"
import { sendOrderEmailWorkflow } from "../../workflows/order/send-order-email"
import { loadOrder } from "./cart-stamp"
import { readCommunications } from "./order-metadata"

/**
 * The order's confirmation e-mail, unless its communications already list one (a redelivered
 * order.placed, or the finishing job after the subscriber). True when it was sent now.
 */
export async function sendOrderConfirmation(container: MedusaContainer, orderId: string): Promise<boolean> {
  const order = await loadOrder(container, orderId, ["id", "email", "status", "metadata"])
  if (!order?.email || (order as { status?: string }).status === "canceled") return false
  if (readCommunications(order.metadata).some((c) => c.template === "order-confirmation")) return false
  await sendOrderEmailWorkflow(container).run({ input: { orderId: order.id, template: "order-confirmation", to: order.email } })
  return true
}
