"use client"
/**
 * /admin/statics: named pictures for articles and pages (GET /api/statics), uploaded with a
 * title (POST /api/static, multipart), their markdown or link copied, deleted (DELETE
 * /api/static/{id}; the file stays, since articles may show it).
 */
import { useQueryClient } from "@tanstack/react-query"
import { useRef, useState } from "react"
import { useDeleteById } from "@/lib/admin/use-delete-by-id"
import { when } from "@/lib/admin/admin-types"
import { copyText } from "@/lib/catalogue/copy-text"
import { confirmAction, toast } from "@/lib/ui/ui-store"
import { AdminHead } from "./admin-gate"
import styles from "./admin.module.css"
import { queryKeys } from "@/lib/api/query-keys"
import { useStatics } from "@/lib/admin/use-content-admin"
import { useUploadStatic } from "@/lib/admin/use-content-changes"

export function StaticsView() {
  const queryClient = useQueryClient()
  const [title, setTitle] = useState("")
  const [file, setFile] = useState<File | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const statics = useStatics()
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.statics() })
  const upload = useUploadStatic({
    onSuccess: (created) => {
      toast(created.message || "Image uploaded.")
      setTitle("")
      setFile(null)
      if (fileInput.current) fileInput.current.value = ""
    },
  })
  const remove = useDeleteById("/api/static", "Static deleted.", refresh)
  const copy = async (text: string, what: string) => {
    if (await copyText(text)) toast(`${what} copied to clipboard.`)
  }
  const list = statics.data?.statics ?? []

  return (
    <>
      <AdminHead title="Statics" lead="Pictures for articles and pages: upload one, then paste its markdown into an article." />
      <form
        className={styles.inline}
        style={{ marginBottom: "1.25rem" }}
        aria-label="Upload a static"
        onSubmit={(e) => {
          e.preventDefault()
          if (title.trim() && file) upload.mutate({ title: title.trim(), file })
        }}
      >
        <label htmlFor="static-title" className="visually-hidden">
          Title
        </label>
        <input
          id="static-title"
          placeholder="Title, e.g. Walnut frame close-up"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          style={{ maxWidth: "20rem" }}
        />
        <label htmlFor="static-file" className="visually-hidden">
          Picture
        </label>
        <input id="static-file" ref={fileInput} type="file" accept="image/*" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        <button type="submit" className="button" disabled={!title.trim() || !file || upload.isPending} data-testid="upload-static">
          {upload.isPending ? "Uploading…" : "Upload"}
        </button>
      </form>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="statics-table">
          <thead>
            <tr>
              <th></th>
              <th>Title</th>
              <th>Size</th>
              <th>Added</th>
              <th></th>
            </tr>
          </thead>
          <tbody>
            {list.map((s) => (
              <tr key={s.id}>
                <td>
                  <a href={s.url} target="_blank" rel="noopener noreferrer">
                    <img className={styles.thumb} src={s.url} alt={s.title} loading="lazy" />
                  </a>
                </td>
                <td>
                  <strong>{s.title}</strong>
                </td>
                <td>
                  {s.width && s.height ? `${s.width} × ${s.height}, ` : ""}
                  {Math.max(1, Math.round(s.sizeBytes / 1024))} KB
                </td>
                <td>{when(s.dateCreated)}</td>
                <td>
                  <div className={styles.inline}>
                    <button type="button" className="button-ghost button-small" onClick={() => void copy(s.markdown, "Markdown")}>
                      Copy markdown
                    </button>
                    <button type="button" className="button-ghost button-small" onClick={() => void copy(s.url, "Link")}>
                      Copy link
                    </button>
                    <button
                      type="button"
                      className="button-ghost button-small"
                      disabled={remove.isPending}
                      onClick={async () => {
                        if (await confirmAction(`Delete the static ${s.title}? Articles showing it keep the picture.`)) remove.mutate(s.id)
                      }}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {statics.isError && <p className={styles.error}>The statics could not be loaded.</p>}
        {statics.data && list.length === 0 && <p className={styles.empty}>No statics yet.</p>}
        {statics.data && statics.data.count > list.length && (
          <p className={styles.empty}>
            The newest {list.length} of {statics.data.count}.
          </p>
        )}
      </div>
    </>
  )
}
