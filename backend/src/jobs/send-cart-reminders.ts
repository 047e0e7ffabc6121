import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { remindAbandonedCarts } from "../commerce/cart/remind-abandoned-carts"

/** Hourly: e-mails the owners of carts left untouched (see remind-abandoned-carts). */
export default async function sendCartRemindersJob(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const report = await remindAbandonedCarts(container)
  if (report.carts || report.skipped.length) {
    logger.info(`Cart reminders: ${report.sent} e-mail(s) for ${report.carts} cart(s); ${report.skipped.length} line(s) skipped.`)
  }
}

export const config = { name: "send-cart-reminders", schedule: "0 * * * *" }
