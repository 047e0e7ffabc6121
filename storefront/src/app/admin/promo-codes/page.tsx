import type { Metadata } from "next"
import { PromoCodesView } from "@/components/admin/promo-codes-view"

export const metadata: Metadata = { title: "Gift vouchers · Shop admin" }

export default function AdminPromoCodesPage() {
  return <PromoCodesView />
}
