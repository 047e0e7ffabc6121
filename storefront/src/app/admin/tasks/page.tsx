import { Suspense } from "react"
import { TasksView } from "@/components/admin/tasks-view"

export default function AdminTasksPage() {
  return (
    <Suspense>
      <TasksView />
    </Suspense>
  )
}
