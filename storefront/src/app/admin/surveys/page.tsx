import { SurveysView } from "@/components/admin/surveys-view"

export default function AdminSurveysPage() {
  return <SurveysView />
}
