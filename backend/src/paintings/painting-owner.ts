import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import CustomerPaintingsLink from "../links/customer-paintings"

type Scope = Pick<MedusaContainer, "resolve">

/**
 * The customer owning each of these paintings, from the painting-customer link alone
 * (`customer.id` through the painting would read the painting and the customer too).
 */
export async function paintingOwners(scope: Scope, paintingIds: string[]): Promise<Map<string, string>> {
  if (!paintingIds.length) return new Map()
  const { data } = await scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: CustomerPaintingsLink.entryPoint, fields: ["painting_id", "customer_id"], filters: { painting_id: paintingIds } })
  return new Map((data as { painting_id: string; customer_id: string }[]).map((l) => [l.painting_id, l.customer_id]))
}

/** The customer owning a painting; null for none. */
export async function paintingOwnerId(scope: Scope, paintingId: string): Promise<string | null> {
  return (await paintingOwners(scope, [paintingId])).get(paintingId) ?? null
}
