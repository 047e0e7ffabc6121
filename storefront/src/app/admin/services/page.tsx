import { ServicesView } from "@/components/admin/services-view"

export default function AdminServicesPage() {
  return <ServicesView />
}
