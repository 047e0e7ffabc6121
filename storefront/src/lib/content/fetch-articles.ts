import { LOCAL_ARTICLES } from "@/content/articles"
import type { Article, ArticleSummary } from "./article"
import { fetchBackendData } from "@/lib/server/fetch-backend"
import { normalizeArticle, normalizeArticleSummary } from "./normalize-article"

type RawList = { articles?: Record<string, unknown>[] } | Record<string, unknown>[]

/**
 * The backend's published articles (GET /api/articles, no bodies) followed by the
 * storefront's own ones it does not have (same slug), so the footer's guides always resolve.
 */
export async function listArticles(): Promise<ArticleSummary[]> {
  const answer = await fetchBackendData<RawList>("/api/articles")
  const raw = Array.isArray(answer) ? answer : (answer?.articles ?? [])
  const remote = raw.map(normalizeArticleSummary).filter((a): a is ArticleSummary => a !== null)
  const slugs = new Set(remote.map((a) => a.slug))
  return [...remote, ...LOCAL_ARTICLES.filter((a) => !slugs.has(a.slug))]
}

/**
 * GET /api/article/{key} (the backend answers by id or slug), else the storefront's own
 * article with that slug or id. A backend article keeps the local one's at-a-glance facts
 * and illustrating style, which the backend does not store.
 */
async function findArticle(key: string, localMatch: (a: Article) => boolean): Promise<Article | null> {
  const answer = await fetchBackendData<Record<string, unknown>>(`/api/article/${encodeURIComponent(key)}`)
  const inner = answer?.article
  const remote = answer ? normalizeArticle(inner && typeof inner === "object" ? (inner as Record<string, unknown>) : answer) : null
  if (!remote) return LOCAL_ARTICLES.find(localMatch) ?? null
  const local = LOCAL_ARTICLES.find((a) => a.slug === remote.slug)
  return { ...remote, glance: remote.glance ?? local?.glance, styleSlug: remote.styleSlug ?? local?.styleSlug }
}

export function findArticleBySlug(slug: string): Promise<Article | null> {
  return findArticle(slug, (a) => a.slug === slug)
}

export function findArticleById(id: string): Promise<Article | null> {
  return findArticle(id, (a) => a.id === id)
}
