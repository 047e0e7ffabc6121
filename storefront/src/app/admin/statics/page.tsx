import type { Metadata } from "next"
import { StaticsView } from "@/components/admin/statics-view"

export const metadata: Metadata = { title: "Statics · Shop admin" }

export default function AdminStaticsPage() {
  return <StaticsView />
}
