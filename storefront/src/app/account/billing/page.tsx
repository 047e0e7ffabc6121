import type { Metadata } from "next"
import { AddressPage } from "@/components/account/address-page"

export const metadata: Metadata = { title: "Billing address", robots: { index: false } }

export default function BillingAddressPage() {
  return <AddressPage kind="billing" />
}
