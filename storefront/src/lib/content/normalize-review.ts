import type { ImageSet } from "@petshop/contract"
import type { Review } from "./review"

type Raw = Record<string, unknown>
const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null)
const isImage = (v: unknown): v is ImageSet | string => typeof v === "string" || (typeof v === "object" && v !== null)

/** A backend review (present-content.ts: uuid, name, rating, text, images, painting, dateCreated) as the page shows it. */
export function normalizeReview(raw: Raw): Review | null {
  const text = str(raw.text) ?? str(raw.body) ?? str(raw.content) ?? str(raw.review)
  const id = str(raw.id) ?? str(raw.uuid)
  if (!text || !id) return null
  const account = (raw.account ?? {}) as Raw
  const painting = raw.painting
  const images = [raw.images, raw.photos, raw.files].find(Array.isArray) ?? (raw.image ? [raw.image] : [])
  return {
    id,
    text,
    rating: Math.max(0, Math.min(5, Math.round(Number(raw.rating ?? raw.stars ?? 5)))),
    author: str(raw.name) ?? str(raw.author) ?? str(account.name) ?? "A happy customer",
    location: str(raw.location) ?? str(account.location),
    dateCreated: str(raw.dateCreated) ?? str(raw.created_at),
    images: (images as unknown[]).filter(isImage),
    paintingId: typeof painting === "string" ? painting : str((painting as Raw | undefined)?.id),
  }
}
