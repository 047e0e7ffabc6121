import type { Metadata } from "next"
import { AddressPage } from "@/components/account/address-page"

export const metadata: Metadata = { title: "Shipping address", robots: { index: false } }

export default function ShippingAddressPage() {
  return <AddressPage kind="shipping" />
}
