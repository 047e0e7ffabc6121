import type { Metadata } from "next"
import { ArticlesView } from "@/components/admin/articles-view"

export const metadata: Metadata = { title: "Articles and reviews · Shop admin" }

export default function AdminArticlesPage() {
  return <ArticlesView />
}
