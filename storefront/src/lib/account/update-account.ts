/** PATCH /api/account/update: only the fields sent change; answers the whole account. */
import { apiRequest } from "../api/client"
import type { Account, Address } from "@petshop/contract"

export type AccountChanges = {
  name?: string | null
  location?: string | null
  cartReminders?: boolean
  newsletter?: boolean
  addresses?: { shipping: Address; billing: Address; isBillingSameAsShipping: boolean }
}

export function updateAccount(changes: AccountChanges): Promise<Account> {
  return apiRequest<Account>("/api/account/update", { method: "PATCH", body: changes, unthrottled: true })
}
