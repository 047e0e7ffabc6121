import type { MedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AccountContext } from "./account-context"
import { ApiError } from "./api-error"

/**
 * A photo or painting the caller may see: their own, or any for an admin. Someone else's
 * answers 404 like a missing one, so ids of other people's work leak nothing.
 */
export async function findOwned<T>(
  req: MedusaRequest,
  account: AccountContext,
  entity: "photo" | "painting",
  id: string,
  fields: string[],
  notFound: string
): Promise<T> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity, fields: [...fields, "customer.id"], filters: { id } })
  const record = data[0] as unknown as (T & { customer?: { id: string } }) | undefined
  if (!record || (!account.isAdmin && record.customer?.id !== account.customerId)) throw ApiError.notFound(notFound)
  return record
}
