/**
 * The return from the payment page (/order-complete/{id}). The id is the checkout code the
 * payment page sends back (a Stripe session id or the test mode's payment session id):
 * POST /api/cart/verify-purchase {code} completes the cart into its order and answers
 * {order, message: 'Thank you!'}, or {order: null, placing: true} while the shop's queue is
 * still placing a just-paid order (the page asks again). Then POST
 * /api/order/{uuid}/confirmation-shown answers the order, with 'We are preparing your order!'
 * the first time only. An order link from the account (/order-complete/order_…) skips the
 * verification and just shows the order.
 */
import { apiRequest } from "../api/client"
import type { Order } from "@petshop/contract"

export type CompletedOrder = { order: Order; thanks: string | null; preparing: string | null }
/** Paid, and the order is being placed: ask again in a moment. */
export type PlacingOrder = { placing: true; thanks: string }

/** How often the page asks again while the order is being placed. */
export const PLACING_POLL_MS = 1_000

export const isPlacing = (result: CompletedOrder | PlacingOrder | undefined): result is PlacingOrder => !!result && "placing" in result

export const isOrderId = (id: string) => /^order_[A-Za-z0-9]+$/.test(id)

/** What the page can be reached with: a Stripe session id, a test-payment session id or an order id. */
export const isOrderCompleteId = (id: string) => /^(cs_(test|live)_[A-Za-z0-9]+|payses_[A-Za-z0-9]+|order_[A-Za-z0-9]+)$/.test(id)

export async function completeOrder(id: string): Promise<CompletedOrder | PlacingOrder> {
  if (isOrderId(id)) {
    const order = await apiRequest<Order>(`/api/order/${encodeURIComponent(id)}`)
    return { order, thanks: null, preparing: null }
  }
  const verified = await apiRequest<{ order: string | null; placing?: boolean; message: string }>("/api/cart/verify-purchase", {
    method: "POST",
    body: { code: id },
  })
  if (!verified.order) return { placing: true, thanks: verified.message }
  const shown = await apiRequest<Order & { firstTime?: boolean; message?: string }>(
    `/api/order/${encodeURIComponent(verified.order)}/confirmation-shown`,
    { method: "POST" }
  )
  return { order: shown, thanks: verified.message, preparing: shown.message ?? null }
}
