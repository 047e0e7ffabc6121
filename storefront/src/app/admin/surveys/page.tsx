import type { Metadata } from "next"
import { SurveysView } from "@/components/admin/surveys-view"

export const metadata: Metadata = { title: "Surveys · Shop admin" }

export default function AdminSurveysPage() {
  return <SurveysView />
}
