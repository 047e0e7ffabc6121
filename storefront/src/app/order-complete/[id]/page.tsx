import type { Metadata } from "next"
import { OrderCompleteView } from "@/components/checkout/order-complete-view"

export const metadata: Metadata = {
  title: "Thank you for your order",
  description: "Your pet portrait order is confirmed.",
  robots: { index: false },
}

export default async function OrderCompletePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return <OrderCompleteView id={decodeURIComponent(id)} />
}
