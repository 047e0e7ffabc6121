import { Suspense } from "react"
import { OrdersView } from "@/components/admin/orders-view"

export default function AdminOrdersPage() {
  return (
    <Suspense>
      <OrdersView />
    </Suspense>
  )
}
