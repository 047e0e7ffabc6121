/**
 * A paid checkout becomes its order in the background, the way Stripe's webhook makes it:
 * the test page's Pay button records the payment and queues this event, and Medusa's worker
 * (subscribers/complete-paid-checkout.ts) completes the cart, once, as verify-purchase would.
 * So pressing Pay answers at once, and placing the order, the heaviest write of the shop,
 * runs where it does not hold up other shoppers' requests. The customer's order-complete page
 * still calls verify-purchase, which says the order is being placed, and completes the cart
 * itself only if the worker has not within QUEUED_ORDER_GRACE_MS (verify-purchase.ts).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { EventPriority, Modules } from "@medusajs/framework/utils"

export const CHECKOUT_PAID_EVENT = "shop.checkout.paid"

export type CheckoutPaidData = { code: string }

/**
 * Ahead of the routine events in the worker's queue (cart and customer updates), as Medusa
 * ranks order.placed: a customer is waiting for this order. Tried again on failures other than
 * a refusal (a lost connection, a lock that timed out).
 */
const DELIVERY = { priority: EventPriority.CRITICAL, attempts: 5, backoff: { type: "exponential", delay: 2_000 } }

export async function queueCheckoutCompletion(container: MedusaContainer, code: string): Promise<void> {
  const data: CheckoutPaidData = { code }
  await container.resolve(Modules.EVENT_BUS).emit({ name: CHECKOUT_PAID_EVENT, data }, DELIVERY)
}
