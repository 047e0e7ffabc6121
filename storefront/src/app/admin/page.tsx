import { Suspense } from "react"
import { AdminOverview } from "@/components/admin/admin-overview"
import { StyleModalsFromQuery } from "@/components/admin/style-modals-from-query"

export default function AdminPage() {
  return (
    <>
      <AdminOverview />
      <Suspense>
        <StyleModalsFromQuery />
      </Suspense>
    </>
  )
}
