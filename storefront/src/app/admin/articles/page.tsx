import { ArticlesView } from "@/components/admin/articles-view"

export default function AdminArticlesPage() {
  return <ArticlesView />
}
