"use client"
/** /admin/tags: painting tags with their use counts (GET /api/tags, POST /api/tag, DELETE /api/tag/{id}). */
import { useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { useDeleteById } from "@/lib/admin/use-delete-by-id"
import { confirmAction, toast } from "@/lib/ui/ui-store"
import { AdminHead } from "./admin-gate"
import styles from "./admin.module.css"
import { queryKeys } from "@/lib/api/query-keys"
import { useTags } from "@/lib/admin/use-content-admin"
import { useAddTag } from "@/lib/admin/use-content-changes"

export function TagsView() {
  const queryClient = useQueryClient()
  const [name, setName] = useState("")
  const tags = useTags()
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.tags() })
  const add = useAddTag({
    onSuccess: (tag) => {
      setName("")
      toast(`Tag ${tag.name} added.`)
    },
  })
  const remove = useDeleteById("/api/tag", "Tag deleted.", refresh)

  return (
    <>
      <AdminHead title="Tags" lead="Words that group paintings for search and the gallery." />
      <form
        className={styles.inline}
        style={{ marginBottom: "1.25rem" }}
        onSubmit={(e) => {
          e.preventDefault()
          if (name.trim()) add.mutate(name.trim())
        }}
      >
        <label htmlFor="new-tag" className="visually-hidden">
          New tag
        </label>
        <input
          id="new-tag"
          placeholder="New tag, e.g. Golden retriever"
          value={name}
          onChange={(e) => setName(e.target.value)}
          style={{ maxWidth: "20rem" }}
        />
        <button type="submit" className="button" disabled={!name.trim() || add.isPending} data-testid="add-tag">
          Add tag
        </button>
      </form>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="tags-table">
          <thead>
            <tr>
              <th>Tag</th>
              <th>Slug</th>
              <th>Paintings</th>
              <th></th>
            </tr>
          </thead>
          <tbody>
            {(tags.data?.tags ?? []).map((t) => (
              <tr key={t.id}>
                <td>
                  <strong>{t.name}</strong>
                </td>
                <td className={styles.mono}>{t.slug}</td>
                <td>{t.paintings ?? 0}</td>
                <td>
                  <button
                    type="button"
                    className="button-ghost button-small"
                    onClick={async () => {
                      if (await confirmAction(`Delete the tag ${t.name}? It comes off every painting.`)) remove.mutate(t.id)
                    }}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {tags.data?.tags.length === 0 && <p className={styles.empty}>No tags yet.</p>}
      </div>
    </>
  )
}
