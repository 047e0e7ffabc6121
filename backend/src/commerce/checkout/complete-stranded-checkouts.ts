/**
 * Test-paid carts whose order was never made: Pay recorded the payment, marked the cart paid
 * (`paid_at`) and queued its completion (checkout-paid.ts), but the event was lost with a Redis
 * that kept nothing, or its retries ran out, and the customer never came back to the
 * order-complete page. Each such checkout is completed as verify-purchase would. Stripe needs no
 * sweep: Stripe sends its webhook again for days until the shop accepts it.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { TEST_CHECKOUT_PROVIDER_ID } from "../../modules/hosted-checkout/config"
import { verifyPurchase } from "./verify-purchase"

/** Long enough for the worker to have made the order from the queue on a busy day. */
export const STRANDED_AFTER_MS = 2 * 60_000

export type StrandedReport = { completed: { code: string; orderId: string }[]; failed: { code: string; reason: string }[] }

/**
 * The checkout codes (test payment session ids) of carts paid more than `olderThanMs` ago and
 * still not orders. One read over the cart and payment tables, as the reports do: the Cart
 * Module cannot filter on a metadata key.
 */
export async function findStrandedCheckouts(container: MedusaContainer, olderThanMs: number): Promise<string[]> {
  const pg = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await pg.raw<{ rows: { code: string }[] }>(
    `select s.id as code
       from cart c
       join cart_payment_collection l on l.cart_id = c.id and l.deleted_at is null
       join payment_session s on s.payment_collection_id = l.payment_collection_id and s.deleted_at is null
      where c.deleted_at is null and c.completed_at is null
        and c.metadata->>'paid_at' is not null and (c.metadata->>'paid_at')::timestamptz < ?
        and s.provider_id = ? and s.data->>'payment_status' = 'paid'
      order by c.metadata->>'paid_at'
      limit 100`,
    [new Date(Date.now() - olderThanMs).toISOString(), TEST_CHECKOUT_PROVIDER_ID]
  )
  return rows.map((r) => r.code)
}

/** Makes the order of every stranded checkout; one that fails does not hold up the others. */
export async function completeStrandedCheckouts(container: MedusaContainer, olderThanMs = STRANDED_AFTER_MS): Promise<StrandedReport> {
  const report: StrandedReport = { completed: [], failed: [] }
  for (const code of await findStrandedCheckouts(container, olderThanMs)) {
    try {
      report.completed.push({ code, orderId: (await verifyPurchase(container, code)).order_id })
    } catch (err) {
      report.failed.push({ code, reason: (err as Error).message })
    }
  }
  return report
}
