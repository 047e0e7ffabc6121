import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

export type QuotaHolder = { customerId: string; isAdmin: boolean }

/** The account a quota counts for, read from Postgres: staff (is_admin) have no quotas. */
export async function findQuotaHolder(scope: MedusaContainer, accountId: string): Promise<QuotaHolder | null> {
  const { data } = await scope.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "account",
    fields: ["id", "is_admin", "customer.id"],
    filters: { id: accountId },
  })
  const account = data[0] as { is_admin: boolean; customer?: { id: string } | null } | undefined
  return account?.customer ? { customerId: account.customer.id, isAdmin: account.is_admin } : null
}
