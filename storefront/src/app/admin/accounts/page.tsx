import type { Metadata } from "next"
import { Suspense } from "react"
import { AccountsView } from "@/components/admin/accounts-view"

export const metadata: Metadata = { title: "Accounts · Shop admin" }

export default function AdminAccountsPage() {
  return (
    <Suspense>
      <AccountsView />
    </Suspense>
  )
}
