import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { pageTagsOfEvent } from "../storefront-pages/page-tags-of-event"
import { revalidateStorefrontPages } from "../storefront-pages/revalidate-storefront-pages"

/**
 * A product, price, style, painting, review or article changed: the storefront's cached pages
 * drawn from it are re-rendered on their next visit (issue 21). Every event passes by (Medusa's
 * Caching Module listens to all of them too); the others are ignored at once. A storefront that
 * cannot be reached is logged, not retried: its pages refresh on their own within minutes.
 */
export default async function revalidateStorefrontPagesOnChange({ event, container }: SubscriberArgs<unknown>) {
  const tags = pageTagsOfEvent(event.name)
  if (!tags.length) return
  const outcome = await revalidateStorefrontPages(tags)
  if (outcome.asked && !outcome.ok) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .warn(
        `The storefront did not revalidate its ${tags.join(", ")} pages after ${event.name}: ${outcome.error ?? `HTTP ${outcome.status}`}`
      )
  }
}

export const config: SubscriberConfig = { event: "*", context: { subscriberId: "revalidate-storefront-pages" } }
