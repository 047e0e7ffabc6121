import type { Metadata } from "next"
import { StatsView } from "@/components/admin/stats-view"

export const metadata: Metadata = { title: "Statistics · Shop admin" }

export default function AdminStatsPage() {
  return <StatsView />
}
