import type { ImageSet } from "@petshop/contract"
import type { Article, ArticleSummary } from "./article"

/** A backend article (present-content.ts: id, slug, title, summary, image, dateCreated, route, body?). */
type RawArticle = Record<string, unknown>

const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined)

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
}

function bodyOf(raw: RawArticle) {
  return str(raw.body) ?? str(raw.content) ?? str(raw.text)
}

/** A backend list entry as a summary; null without an id or title. */
export function normalizeArticleSummary(raw: RawArticle): ArticleSummary | null {
  const title = str(raw.title)
  const id = str(raw.id) ?? str(raw.uuid) ?? (typeof raw.id === "number" ? String(raw.id) : undefined)
  if (!title || !id) return null
  const plain = (bodyOf(raw) ?? "")
    .replace(/<[^>]+>|[#*[\]]/g, "")
    .replace(/\s+/g, " ")
    .trim()
  const image = raw.image
  return {
    id,
    slug: str(raw.slug) ?? slugify(title),
    title,
    description: str(raw.summary) ?? str(raw.description) ?? str(raw.excerpt) ?? (plain ? `${plain.slice(0, 155)}…` : ""),
    datePublished: str(raw.dateCreated) ?? str(raw.datePublished) ?? str(raw.created_at) ?? new Date().toISOString(),
    image: typeof image === "string" || (image && typeof image === "object") ? (image as ImageSet | string) : null,
  }
}

/** A whole backend article (GET /api/article/{id}); null when it has no text to show. */
export function normalizeArticle(raw: RawArticle): Article | null {
  const summary = normalizeArticleSummary(raw)
  const body = bodyOf(raw)
  if (!summary || !body) return null
  return { ...summary, body, styleSlug: str(raw.styleSlug) }
}
