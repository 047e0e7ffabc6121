/** How an order (@petshop/contract's Order) reads to its shopper. */
import type { Order } from "@petshop/contract"

/** What the shopper reads as the order's state. */
export function orderStatusLabel(order: Pick<Order, "isCancelled" | "status" | "fulfillment">): string {
  if (order.isCancelled || order.status === "cancelled") return "Cancelled"
  if (order.fulfillment?.isSent) return "Sent"
  if (order.fulfillment?.isReady) return "Ready to send"
  return "Being prepared"
}
