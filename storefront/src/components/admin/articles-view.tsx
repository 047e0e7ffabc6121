"use client"
/**
 * /admin/articles: articles with drafts (GET /api/articles?scope=all), written in markdown
 * with a live preview, an optional picture (POST/PATCH /api/article as multipart), published
 * or not, deleted; and the reviews waiting for moderation.
 */
import { useState, type FormEvent } from "react"
import { ArticleBody } from "@/components/content/article-body"
import type { ArticleSummary } from "@petshop/contract"
import { when } from "@/lib/admin/admin-types"
import { confirmAction, toast } from "@/lib/ui/ui-store"
import { AdminHead } from "./admin-gate"
import { ReviewsModeration } from "./reviews-moderation"
import styles from "./admin.module.css"
import { fetchAdminArticle, useAdminArticles } from "@/lib/admin/use-content-admin"
import { useDeleteArticle, useSaveArticle, type ArticleDraft } from "@/lib/admin/use-content-changes"

type Draft = ArticleDraft
const EMPTY: Draft = { title: "", slug: "", summary: "", body: "", published: false, image: null }

export function ArticlesView() {
  const [draft, setDraft] = useState<Draft | null>(null)
  const articles = useAdminArticles()

  const open = async (a: ArticleSummary) => {
    const full = await fetchAdminArticle(a.id)
    setDraft({
      id: a.id,
      title: full.title,
      slug: full.slug,
      summary: full.summary ?? "",
      body: full.body ?? "",
      published: Boolean(full.isPublished ?? a.isPublished),
      image: null,
    })
  }
  const save = useSaveArticle({
    onSuccess: (a) => {
      toast(draft?.id ? "Article saved." : "Article created.")
      setDraft((d) => (d ? { ...d, id: a.id, slug: a.slug, image: null } : d))
    },
  })
  const remove = useDeleteArticle({
    onSuccess: () => {
      toast("Article deleted.")
      setDraft(null)
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (draft) save.mutate(draft)
  }

  return (
    <>
      <AdminHead title="Articles & reviews" lead="Guides and stories for customers, and what customers say about us.">
        <button type="button" className="button" onClick={() => setDraft(EMPTY)} data-testid="new-article">
          New article
        </button>
      </AdminHead>

      {draft && (
        <form className={styles.panel} onSubmit={submit} style={{ marginBottom: "1.5rem" }} data-testid="article-form" aria-label="Article">
          <div className={styles.grid2}>
            <div className="field">
              <label htmlFor="article-title">Title</label>
              <input id="article-title" value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} required />
            </div>
            <div className="field">
              <label htmlFor="article-slug">Slug</label>
              <input
                id="article-slug"
                value={draft.slug}
                placeholder="made from the title"
                onChange={(e) => setDraft({ ...draft, slug: e.target.value })}
              />
            </div>
          </div>
          <div className="field">
            <label htmlFor="article-summary">Summary</label>
            <input id="article-summary" value={draft.summary} onChange={(e) => setDraft({ ...draft, summary: e.target.value })} />
          </div>
          <div className={styles.grid2}>
            <div className="field">
              <label htmlFor="article-body">Text (markdown)</label>
              <textarea
                id="article-body"
                value={draft.body}
                onChange={(e) => setDraft({ ...draft, body: e.target.value })}
                style={{ minHeight: "20rem", fontFamily: "ui-monospace, monospace", fontSize: "0.9rem" }}
              />
              <p className="field-hint">## headings, blank lines between paragraphs, “- ” lists, **bold**, [links](/faq).</p>
            </div>
            <div className="field">
              <span className="label">Preview</span>
              <div className={styles.preview} data-testid="article-preview">
                {draft.body.trim() ? <ArticleBody body={draft.body} /> : <p className="muted">The article appears here as you write.</p>}
              </div>
            </div>
          </div>
          <div className={styles.inline} style={{ gap: "1.5rem" }}>
            <div className="field" style={{ margin: 0 }}>
              <label htmlFor="article-image">Picture</label>
              <input
                id="article-image"
                type="file"
                accept="image/*"
                onChange={(e) => setDraft({ ...draft, image: e.target.files?.[0] ?? null })}
              />
            </div>
            <label className={styles.checkbox}>
              <input type="checkbox" checked={draft.published} onChange={(e) => setDraft({ ...draft, published: e.target.checked })} />
              Published
            </label>
          </div>
          <div className="button-row" style={{ marginTop: "1rem" }}>
            <button
              type="submit"
              className="button"
              disabled={save.isPending || !draft.title.trim() || !draft.body.trim()}
              data-testid="save-article"
            >
              {save.isPending ? "Saving…" : "Save article"}
            </button>
            <button type="button" className="button-ghost" onClick={() => setDraft(null)}>
              Close
            </button>
            {draft.id && (
              <button
                type="button"
                className="button-ghost"
                onClick={async () => {
                  if (await confirmAction("Delete this article?")) remove.mutate(draft.id!)
                }}
              >
                Delete
              </button>
            )}
          </div>
        </form>
      )}

      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="articles-table">
          <thead>
            <tr>
              <th></th>
              <th>Title</th>
              <th>Date</th>
              <th>State</th>
              <th></th>
            </tr>
          </thead>
          <tbody>
            {(articles.data?.articles ?? []).map((a) => {
              const img = typeof a.image === "string" ? a.image : (a.image?.thumb ?? a.image?.low ?? a.image?.original ?? null)
              return (
                <tr key={a.id}>
                  <td>
                    {img ? (
                      <img
                        className={styles.thumb}
                        style={{ aspectRatio: "4 / 3", height: "auto", width: "4rem" }}
                        src={img}
                        alt=""
                        loading="lazy"
                      />
                    ) : null}
                  </td>
                  <td>
                    <button type="button" className={styles.rowButton} onClick={() => void open(a)}>
                      {a.title}
                    </button>
                    <div className="muted" style={{ fontSize: "0.85rem" }}>
                      {a.summary}
                    </div>
                  </td>
                  <td>{when(a.dateCreated)}</td>
                  <td>
                    {a.isPublished ? <span className={styles.badgeOk}>Published</span> : <span className={styles.badgeMuted}>Draft</span>}
                  </td>
                  <td>{a.route && a.isPublished && <a href={a.route}>View</a>}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
        {articles.data?.articles.length === 0 && <p className={styles.empty}>No articles yet.</p>}
      </div>

      <ReviewsModeration />
    </>
  )
}
