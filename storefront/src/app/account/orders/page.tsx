import type { Metadata } from "next"
import { OrdersList } from "@/components/account/orders-list"

export const metadata: Metadata = { title: "My orders", robots: { index: false } }

export default function MyOrdersPage() {
  return <OrdersList />
}
