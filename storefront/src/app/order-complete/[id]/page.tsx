import type { Metadata } from "next"
import { notFound } from "next/navigation"
import { OrderCompleteView } from "@/components/checkout/order-complete-view"
import { isOrderCompleteId } from "@/lib/checkout/complete-order"

export const metadata: Metadata = {
  title: "Thank you for your order",
  description: "Your pet portrait order is confirmed.",
  robots: { index: false },
}

export default async function OrderCompletePage({ params }: { params: Promise<{ id: string }> }) {
  const id = decodeURIComponent((await params).id)
  // Only the payment page's return code or an order id can name an order; anything else is a 404.
  if (!isOrderCompleteId(id)) notFound()
  return <OrderCompleteView id={id} />
}
