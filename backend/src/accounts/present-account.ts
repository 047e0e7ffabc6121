import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Account } from "@petshop/contract"
import { presentAddresses } from "../commerce/account-addresses"

/** The spec's Account shape (section 3) from our records. */
export type AccountRecord = {
  id: string
  is_temp: boolean
  is_verified: boolean
  is_admin: boolean
  show_admin_options: boolean
  is_banned: boolean
  cart_reminders: boolean
  newsletter: boolean
  name: string | null
  location: string | null
  utm: unknown
  referrer_id: string | null
  referral_code?: number | null
  addresses?: unknown
  /** A registration with a taken address (issue 17): shown as the account's e-mail, as for any unverified one. */
  unclaimable_email?: string | null
  created_at: Date | string
}

export function presentAccount(
  account: AccountRecord,
  customer: { email?: string | null } | undefined,
  token?: string,
  hasOrders = false
): Account {
  return {
    id: account.id,
    email: customer?.email ?? account.unclaimable_email ?? null,
    dateJoined: new Date(account.created_at).toISOString(),
    isTemp: account.is_temp,
    isVerified: account.is_verified,
    isBanned: account.is_banned,
    isAdmin: account.is_admin,
    showAdminOptions: account.show_admin_options,
    hasOrders,
    cartReminders: account.cart_reminders,
    newsletter: account.newsletter,
    name: account.name,
    location: account.location,
    utm: account.utm ?? null,
    referrerId: account.referrer_id,
    referralCode: account.referral_code ?? null,
    addresses: presentAddresses(account.addresses),
    ...(token ? { token } : {}),
  }
}

/**
 * Loads an account with its customer's email and presents it, with `token` only when given: one
 * just issued, or the caller's own for an answer about the caller's own account (never another's).
 */
export async function loadPresentedAccount(scope: Pick<MedusaContainer, "resolve">, accountId: string, token?: string): Promise<Account> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "account", fields: ["*", "customer.id", "customer.email"], filters: { id: accountId } })
  const account = data[0] as unknown as AccountRecord & { customer?: { id?: string; email?: string | null } }
  // One order is enough to know the shopper has ordered (the storefront shows My Orders).
  const orders = account.customer?.id
    ? (
        await query.graph({
          entity: "order",
          fields: ["id"],
          filters: { customer_id: account.customer.id },
          pagination: { take: 1, skip: 0 },
        })
      ).data
    : []
  return presentAccount(account, account.customer, token, orders.length > 0)
}
