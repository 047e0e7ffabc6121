/** Shapes of the admin content calls: full reviews (moderation), statics, surveys and tags. */
import type { FullReview, Static } from "@petshop/contract"
import { presentReview, type ReviewRecord } from "./present-content"

export type FullReviewRecord = ReviewRecord & {
  is_published: boolean
  account_id: string | null
  verified_purchase: boolean
  created_at?: Date | string
}
export const FULL_REVIEW_FIELDS = [
  "id",
  "name",
  "rating",
  "text",
  "images",
  "painting_id",
  "is_featured",
  "published_at",
  "is_published",
  "account_id",
  "verified_purchase",
]

/** A review with its moderation state, for admins and its author. */
export function presentFullReview(r: FullReviewRecord): FullReview {
  return { ...presentReview(r), isPublished: r.is_published, verifiedPurchase: Boolean(r.verified_purchase), account: r.account_id }
}

export type StaticRecord = {
  id: string
  title: string
  url: string
  mime_type: string
  size_bytes: number
  width: number | null
  height: number | null
  created_at: Date | string
}

export function presentStatic(s: StaticRecord): Static {
  return {
    id: s.id,
    title: s.title,
    url: s.url,
    mimeType: s.mime_type,
    sizeBytes: Number(s.size_bytes),
    width: s.width,
    height: s.height,
    markdown: `![${s.title.replace(/[[\]]/g, "")}](${s.url})`,
    dateCreated: new Date(s.created_at).toISOString(),
  }
}

export type SurveyRecord = {
  id: string
  kind: string
  question: string
  answers: unknown
  order_id: string | null
  account_id: string | null
  page: string | null
  created_at: Date | string
}

export function presentSurvey(s: SurveyRecord) {
  return {
    id: s.id,
    kind: s.kind,
    question: s.question,
    answers: s.answers,
    orderId: s.order_id,
    account: s.account_id,
    page: s.page,
    dateCreated: new Date(s.created_at).toISOString(),
  }
}
