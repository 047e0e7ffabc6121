import type { Metadata } from "next"
import { CheckoutView } from "@/components/checkout/checkout-view"

export const metadata: Metadata = {
  title: "Checkout",
  description: "Give your shipping and billing address and pay for your pet portraits.",
  robots: { index: false },
}

export default function CheckoutPage() {
  return <CheckoutView />
}
