/**
 * Which placeholders a page shows inline (issue 24). Plain code, no schema library: it runs in
 * the browser on every picture, and @petshop/contract's runtime (zod) must stay out of the
 * client bundle.
 */
import type { Picture } from "@petshop/contract"

/** Placeholders are a few hundred characters; anything longer, or not an inline picture, is ignored. */
const INLINE_PLACEHOLDER = /^data:image\/(?:webp|png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/
export const PLACEHOLDER_MAX_CHARS = 1200

/** Whether `value` is a placeholder a page may show inline (a small base64 data: URI of a picture). */
export function isInlinePlaceholder(value: unknown): value is string {
  return typeof value === "string" && value.length <= PLACEHOLDER_MAX_CHARS && INLINE_PLACEHOLDER.test(value)
}

/** A picture field's placeholder: a set's own, none for a bare URL. */
export const placeholderOf = (picture: Picture | null | undefined): string | null =>
  picture && typeof picture === "object" ? (picture.placeholder ?? null) : null
