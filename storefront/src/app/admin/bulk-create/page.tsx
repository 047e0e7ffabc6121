import type { Metadata } from "next"
import { BulkCreateView } from "@/components/admin/bulk-create-view"

export const metadata: Metadata = { title: "Bulk create · Shop admin" }

export default function AdminBulkCreatePage() {
  return <BulkCreateView />
}
