/**
 * The return from the payment page (/order-complete/{id}). The id is the checkout code the
 * payment page sends back (a Stripe session id or the test mode's payment session id):
 * POST /api/cart/verify-purchase {code} completes the cart into its order and answers
 * {order, message: 'Thank you!'}. Then POST /api/order/{uuid}/confirmation-shown answers the
 * order, with 'We are preparing your order!' the first time only. An order link from the
 * account (/order-complete/order_…) skips the verification and just shows the order.
 */
import { apiRequest } from "../api/client"
import type { Order } from "@petshop/contract"

export type CompletedOrder = { order: Order; thanks: string | null; preparing: string | null }

export const isOrderId = (id: string) => /^order_[A-Za-z0-9]+$/.test(id)

/** What the page can be reached with: a Stripe session id, a test-payment session id or an order id. */
export const isOrderCompleteId = (id: string) => /^(cs_(test|live)_[A-Za-z0-9]+|payses_[A-Za-z0-9]+|order_[A-Za-z0-9]+)$/.test(id)

export async function completeOrder(id: string): Promise<CompletedOrder> {
  if (isOrderId(id)) {
    const order = await apiRequest<Order>(`/api/order/${encodeURIComponent(id)}`)
    return { order, thanks: null, preparing: null }
  }
  const verified = await apiRequest<{ order: string; message: string }>("/api/cart/verify-purchase", {
    method: "POST",
    body: { code: id },
  })
  const shown = await apiRequest<Order & { firstTime?: boolean; message?: string }>(
    `/api/order/${encodeURIComponent(verified.order)}/confirmation-shown`,
    { method: "POST" }
  )
  return { order: shown, thanks: verified.message, preparing: shown.message ?? null }
}
