import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import CustomerPaintingsLink from "../links/customer-paintings"

/**
 * The customer owning a painting, from the painting-customer link alone (`customer.id` through
 * the painting would read the painting and the customer too); null for none.
 */
export async function paintingOwnerId(scope: Pick<MedusaContainer, "resolve">, paintingId: string): Promise<string | null> {
  const { data } = await scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: CustomerPaintingsLink.entryPoint, fields: ["customer_id"], filters: { painting_id: paintingId } })
  return (data[0] as { customer_id?: string } | undefined)?.customer_id ?? null
}
