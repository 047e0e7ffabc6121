import type { Metadata } from "next"
import { Suspense } from "react"
import { OrdersView } from "@/components/admin/orders-view"

export const metadata: Metadata = { title: "Orders · Shop admin" }

export default function AdminOrdersPage() {
  return (
    <Suspense>
      <OrdersView />
    </Suspense>
  )
}
