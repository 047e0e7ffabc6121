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
  created_at: Date | string
}

export function presentAccount(account: AccountRecord, customer: { email?: string | null } | undefined, token?: string) {
  return {
    id: account.id,
    email: customer?.email ?? null,
    dateJoined: new Date(account.created_at).toISOString(),
    isTemp: account.is_temp,
    isVerified: account.is_verified,
    isBanned: account.is_banned,
    isAdmin: account.is_admin,
    showAdminOptions: account.show_admin_options,
    hasOrders: false,
    cartReminders: account.cart_reminders,
    newsletter: account.newsletter,
    name: account.name,
    location: account.location,
    utm: account.utm ?? null,
    referrerId: account.referrer_id,
    ...(token ? { token } : {}),
  }
}
