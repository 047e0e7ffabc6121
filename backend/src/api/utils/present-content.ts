/** The site content the painting module keeps (articles, reviews) in the /api shapes. */
import type { Article, ArticleSummary, Picture, Review } from "@petshop/contract"

export type ArticleRecord = {
  id: string
  slug: string
  title: string
  summary: string
  body?: string
  image: Picture | null
  published_at: Date | string
}

export type ReviewRecord = {
  id: string
  name: string
  rating: number
  text: string
  images: unknown
  painting_id: string | null
  is_featured: boolean
  published_at: Date | string
}

export const ARTICLE_LIST_FIELDS = ["id", "slug", "title", "summary", "image", "published_at"]
export const ARTICLE_FIELDS = [...ARTICLE_LIST_FIELDS, "body"]
export const REVIEW_FIELDS = ["id", "name", "rating", "text", "images", "painting_id", "is_featured", "published_at"]

/** An article in the list: no body. */
export function presentArticleSummary(a: ArticleRecord): ArticleSummary {
  return {
    id: a.id,
    uuid: a.id,
    slug: a.slug,
    title: a.title,
    summary: a.summary,
    image: a.image ?? null,
    dateCreated: new Date(a.published_at).toISOString(),
    route: `/articles/${a.slug}`,
  }
}

/** The whole article; the body is markdown (## headings, paragraphs, "- " lists, **bold**, [links](url)). */
export function presentArticle(a: ArticleRecord): Article {
  return { ...presentArticleSummary(a), body: a.body ?? "", bodyFormat: "markdown" as const }
}

export function presentReview(r: ReviewRecord): Review {
  return {
    id: r.id,
    uuid: r.id,
    name: r.name,
    rating: r.rating,
    text: r.text,
    images: Array.isArray(r.images) ? r.images : [],
    painting: r.painting_id,
    isFeatured: r.is_featured,
    dateCreated: new Date(r.published_at).toISOString(),
  }
}
