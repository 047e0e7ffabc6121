import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { completeStrandedCheckouts } from "../commerce/checkout/complete-stranded-checkouts"

/** Every five minutes: a test-paid cart whose queued order was lost becomes its order (complete-stranded-checkouts.ts). */
export default async function completePaidCheckoutsJob(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const report = await completeStrandedCheckouts(container)
  if (report.completed.length) {
    logger.warn(`Paid checkouts made into orders late: ${report.completed.map((c) => `${c.code} → ${c.orderId}`).join(", ")}`)
  }
  for (const f of report.failed) logger.error(`Paid checkout ${f.code} did not become an order: ${f.reason}`)
}

export const config = { name: "complete-paid-checkouts", schedule: "*/5 * * * *" }
