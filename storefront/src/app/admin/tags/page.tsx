import type { Metadata } from "next"
import { TagsView } from "@/components/admin/tags-view"

export const metadata: Metadata = { title: "Tags · Shop admin" }

export default function AdminTagsPage() {
  return <TagsView />
}
