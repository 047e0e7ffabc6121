import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CHECKOUT_PAID_EVENT, type CheckoutPaidData } from "../commerce/checkout/checkout-paid"
import { verifyPurchase } from "../commerce/checkout/verify-purchase"
import { asDomainError } from "../lib/errors"

/**
 * A paid checkout into its order (commerce/checkout/checkout-paid.ts), exactly once however
 * often the event comes and whoever else completes it. A refusal (the checkout was replaced,
 * or Medusa will not place the order) is logged and not retried: the customer's
 * order-complete page shows it. Anything else, an unreachable payment service included, is
 * thrown, so the event bus tries again.
 */
export default async function completePaidCheckout({ event: { data }, container }: SubscriberArgs<CheckoutPaidData>) {
  try {
    await verifyPurchase(container, data.code)
  } catch (err) {
    const refusal = asDomainError(err)
    if (!refusal || refusal.kind === "upstream_failed") throw err
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`Paid checkout ${data.code} did not become an order: ${refusal.message}`)
  }
}

export const config: SubscriberConfig = { event: CHECKOUT_PAID_EVENT }
