import type { Metadata } from "next"
import { Suspense } from "react"
import { TasksView } from "@/components/admin/tasks-view"

export const metadata: Metadata = { title: "Tasks · Shop admin" }

export default function AdminTasksPage() {
  return (
    <Suspense>
      <TasksView />
    </Suspense>
  )
}
