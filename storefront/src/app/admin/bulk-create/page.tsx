import { BulkCreateView } from "@/components/admin/bulk-create-view"

export default function AdminBulkCreatePage() {
  return <BulkCreateView />
}
