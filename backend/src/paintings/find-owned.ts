import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AccountContext } from "../accounts/account-context"
import { DomainError } from "../lib/errors"

/**
 * A photo or painting the caller may see: their own, or any for an admin. Someone else's
 * is not found like a missing one, so ids of other people's work leak nothing.
 */
export async function findOwned<T>(
  scope: Pick<MedusaContainer, "resolve">,
  account: Pick<AccountContext, "customerId" | "isAdmin">,
  entity: "photo" | "painting",
  id: string,
  fields: string[],
  notFound: string
): Promise<T> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity, fields: [...fields, "customer.id"], filters: { id } })
  const record = data[0] as unknown as (T & { customer?: { id: string } }) | undefined
  if (!record || (!account.isAdmin && record.customer?.id !== account.customerId)) throw DomainError.notFound(notFound)
  return record
}
