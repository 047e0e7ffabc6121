"use client"
/** Reviews waiting for moderation (GET /api/reviews?scope=pending): publish, feature or delete (PATCH/DELETE /api/review/{id}). */
import { useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { useDeleteById } from "@/lib/admin/use-delete-by-id"
import { when } from "@/lib/admin/admin-types"
import { tierUrl } from "@/lib/paintings/painting-images"
import { confirmAction, toast } from "@/lib/ui/ui-store"
import styles from "./admin.module.css"
import { queryKeys } from "@/lib/api/query-keys"
import { useAdminReviews } from "@/lib/admin/use-content-admin"
import { usePatchReview } from "@/lib/admin/use-content-changes"

export function ReviewsModeration() {
  const queryClient = useQueryClient()
  const [scope, setScope] = useState<"pending" | "all">("pending")
  const reviews = useAdminReviews(scope)
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.reviews.all() })
  const patch = usePatchReview({ onSuccess: () => toast("Review updated.") })
  const remove = useDeleteById("/api/review", "Review deleted.", refresh)

  return (
    <section className={styles.section} aria-labelledby="reviews-title" data-testid="reviews-moderation">
      <div className={styles.inline} style={{ justifyContent: "space-between" }}>
        <h2 id="reviews-title" style={{ margin: 0 }}>
          Reviews
        </h2>
        <div className={styles.tabs} role="tablist" aria-label="Which reviews" style={{ margin: 0 }}>
          <button type="button" role="tab" className={styles.tab} aria-selected={scope === "pending"} onClick={() => setScope("pending")}>
            Waiting
          </button>
          <button type="button" role="tab" className={styles.tab} aria-selected={scope === "all"} onClick={() => setScope("all")}>
            Published
          </button>
        </div>
      </div>
      <ul style={{ listStyle: "none", padding: 0, display: "grid", gap: "0.75rem" }}>
        {(reviews.data?.reviews ?? []).map((r) => (
          <li key={r.id} className={styles.panel} data-testid="review-item">
            <div className={styles.inline} style={{ justifyContent: "space-between" }}>
              <strong>
                {r.name ?? "Anonymous"}{" "}
                <span aria-label={`${r.rating ?? 0} of 5 stars`} style={{ color: "var(--accent)" }}>
                  {"★".repeat(r.rating ?? 0)}
                </span>
              </strong>
              <span className="muted">{when(r.dateCreated)}</span>
            </div>
            <p style={{ margin: "0.5rem 0" }}>{r.text}</p>
            {(r.images ?? []).length > 0 && (
              <div className={styles.inline}>
                {(r.images ?? []).map((img, i) => {
                  const url = typeof img === "string" ? img : (img.thumb ?? img.low ?? tierUrl(img as never))
                  return url ? <img key={i} className={styles.thumb} src={url} alt={`Customer photo ${i + 1}`} loading="lazy" /> : null
                })}
              </div>
            )}
            <div className="button-row" style={{ marginTop: "0.5rem" }}>
              {r.isPublished === false || scope === "pending" ? (
                <button type="button" className="button button-small" onClick={() => patch.mutate({ id: r.id, isPublished: true })}>
                  Publish
                </button>
              ) : (
                <button
                  type="button"
                  className="button-secondary button-small"
                  onClick={() => patch.mutate({ id: r.id, isPublished: false })}
                >
                  Unpublish
                </button>
              )}
              <label className={styles.checkbox}>
                <input
                  type="checkbox"
                  checked={Boolean(r.isFeatured)}
                  onChange={(e) => patch.mutate({ id: r.id, isFeatured: e.target.checked })}
                />
                Featured
              </label>
              <button
                type="button"
                className="button-ghost button-small"
                onClick={async () => {
                  if (await confirmAction("Delete this review?")) remove.mutate(r.id)
                }}
              >
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
      {reviews.data?.reviews.length === 0 && <p className={styles.empty}>{scope === "pending" ? "No reviews waiting." : "No reviews."}</p>}
    </section>
  )
}
