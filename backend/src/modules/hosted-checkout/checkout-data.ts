/**
 * What a payment session keeps of its hosted checkout (Medusa stores it as the session's
 * `data`), and how a checkout's state maps onto Medusa's payment session statuses.
 */
import { PaymentSessionStatus } from "@medusajs/framework/utils"

export type CheckoutState = {
  /** The code the customer comes back with: a Checkout Session id, or the payment session id in test mode. */
  id: string
  url: string | null
  /** In the currency's smallest unit, as Stripe counts. */
  amount_total: number | null
  currency: string
  status: "open" | "complete" | "expired" | null
  payment_status: "paid" | "unpaid" | "no_payment_required"
  expires_at: number | null
  payment_intent?: string | null
  /** Medusa's payment session and cart, as written into the checkout's metadata. */
  payment_session_id?: string
  cart_id?: string
  test_mode?: boolean
}

export const isPaid = (c: Pick<CheckoutState, "status" | "payment_status">) =>
  c.status === "complete" && (c.payment_status === "paid" || c.payment_status === "no_payment_required")

/**
 * `created` is what was stored when the checkout began: a paid checkout whose amount or
 * currency differs from it was not paying for this session, so it never authorises it.
 */
export function sessionStatusOf(current: CheckoutState, created?: Partial<CheckoutState>): PaymentSessionStatus {
  if (isPaid(current)) {
    const amountDiffers = created?.amount_total != null && current.amount_total !== created.amount_total
    const currencyDiffers = !!created?.currency && current.currency !== created.currency
    return amountDiffers || currencyDiffers ? PaymentSessionStatus.ERROR : PaymentSessionStatus.CAPTURED
  }
  if (current.status === "expired") return PaymentSessionStatus.CANCELED
  return PaymentSessionStatus.PENDING
}

export function readCheckoutState(data: Record<string, unknown> | undefined): CheckoutState | undefined {
  if (!data || typeof data.id !== "string") return undefined
  return data as unknown as CheckoutState
}
