import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import AccountCustomerLink from "../links/account-customer"

export type AccountContact = {
  id: string
  email: string | null
  name: string | null
  isTemp: boolean
  isBanned: boolean
  isVerified: boolean
  /** The address of a registration whose address was taken (issue 17); `email` stays null then, so nothing mails it. */
  unclaimableEmail: string | null
}

type Row = {
  id: string
  name: string | null
  is_temp: boolean
  is_banned: boolean
  is_verified: boolean
  unclaimable_email: string | null
  customer?: { email?: string | null } | null
}

/** An account with its customer's e-mail address, or undefined. */
export async function findAccountContact(scope: Pick<MedusaContainer, "resolve">, accountId: string): Promise<AccountContact | undefined> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "account",
    fields: ["id", "name", "is_temp", "is_banned", "is_verified", "unclaimable_email", "customer.email"],
    filters: { id: accountId },
  })
  const row = data[0] as unknown as Row | undefined
  if (!row) return undefined
  return {
    id: row.id,
    email: row.customer?.email ?? null,
    name: row.name,
    isTemp: row.is_temp,
    isBanned: row.is_banned,
    isVerified: row.is_verified,
    unclaimableEmail: row.unclaimable_email ?? null,
  }
}

/** The account that logs in with this e-mail address (its email-and-password identity), or undefined. */
export async function findAccountByLoginEmail(scope: Pick<MedusaContainer, "resolve">, email: string): Promise<AccountContact | undefined> {
  const [identity] = await scope
    .resolve(Modules.AUTH)
    .listProviderIdentities({ entity_id: email, provider: "emailpass" }, { relations: ["auth_identity"] })
  const customerId = (identity?.auth_identity?.app_metadata as { customer_id?: string } | undefined)?.customer_id
  if (!customerId) return undefined
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "customer", fields: ["id", "account.id"], filters: { id: customerId } })
  const accountId = (data[0] as unknown as { account?: { id: string } | null } | undefined)?.account?.id
  return accountId ? findAccountContact(scope, accountId) : undefined
}

/**
 * The accounts of these Medusa customers, deleted ones included: the account-customer link's own
 * rows, which Medusa's customer deletion leaves in place.
 */
export async function findAccountIdsOfCustomers(scope: Pick<MedusaContainer, "resolve">, customerIds: string[]): Promise<string[]> {
  if (!customerIds.length) return []
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: AccountCustomerLink.entryPoint,
    fields: ["account_id"],
    filters: { customer_id: customerIds },
  })
  return [...new Set((data as { account_id?: string }[]).flatMap((row) => (row.account_id ? [row.account_id] : [])))]
}
