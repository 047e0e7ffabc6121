import { PromoCodesView } from "@/components/admin/promo-codes-view"

export default function AdminPromoCodesPage() {
  return <PromoCodesView />
}
