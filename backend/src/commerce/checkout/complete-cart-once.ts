/**
 * Completes a paid cart into an order exactly once, whoever asks and however often: the
 * Stripe webhook (through Medusa's processPaymentWorkflow), the storefront's verify-purchase
 * call and the test-payment page all end in Medusa's completeCartWorkflow, which takes a lock
 * on the cart id and returns the existing order when the cart already has one. Here, callers
 * that find the order already made skip the workflow, and concurrent callers in one process
 * share one run so a burst does not queue on that lock (30 s timeout) and fail.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { completeCartWorkflow } from "@medusajs/medusa/core-flows"

export type CompletedCart = { order_id: string; cart_id: string }

const inFlight = new Map<string, Promise<CompletedCart>>()

export async function orderIdForCart(container: MedusaContainer, cartId: string): Promise<string | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
  return (data as unknown as { order_id: string }[])[0]?.order_id
}

export async function completeCartOnce(container: MedusaContainer, cartId: string): Promise<CompletedCart> {
  const existing = await orderIdForCart(container, cartId)
  if (existing) return { order_id: existing, cart_id: cartId }

  const running = inFlight.get(cartId)
  if (running) return running
  const run = (async () => {
    try {
      const { result } = await completeCartWorkflow(container).run({ input: { id: cartId } })
      return { order_id: result.id, cart_id: cartId }
    } catch (err) {
      // Another process (the webhook) may have completed it while this run waited or failed.
      const made = await orderIdForCart(container, cartId)
      if (made) return { order_id: made, cart_id: cartId }
      throw err
    } finally {
      inFlight.delete(cartId)
    }
  })()
  inFlight.set(cartId, run)
  return run
}
