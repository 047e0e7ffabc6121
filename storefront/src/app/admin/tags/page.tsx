import { TagsView } from "@/components/admin/tags-view"

export default function AdminTagsPage() {
  return <TagsView />
}
