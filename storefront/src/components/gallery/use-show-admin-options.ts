"use client"
import { useAccount } from "@/lib/session/use-account"

/** Admin menu items show to admins who have switched admin options on (spec section 2). */
export function useShowAdminOptions(): boolean {
  const { data: account } = useAccount()
  return Boolean(account?.isAdmin && account.showAdminOptions)
}
