import { StatsView } from "@/components/admin/stats-view"

export default function AdminStatsPage() {
  return <StatsView />
}
