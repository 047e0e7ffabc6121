import { cache } from "react"
import type { Style } from "@petshop/contract"
import type { PaintingList, StyleList } from "./catalogue-types"
import { fetchBackend } from "@/lib/server/fetch-backend"
import { styleSlug } from "./style-slug"

/** The public styles in the admin's order (GET /api/styles?scope=isPublic). */
export const fetchStyles = cache((scope: "isPublic" | "isFeatured" = "isPublic") =>
  fetchBackend<StyleList>("/api/styles", { scope, perPage: 100 })
)

/** A style by id or slug (GET /api/style/{id}); hidden styles answer 404 here. */
export const fetchStyle = cache((id: string) => fetchBackend<Style>(`/api/style/${encodeURIComponent(id)}`))

/** A style's public gallery, newest first (GET /api/style/{id}/paintings, 25 a page). */
export const fetchStylePaintings = cache((id: string, page = 1, perPage = 25) =>
  fetchBackend<PaintingList>(`/api/style/${encodeURIComponent(id)}/paintings`, { page, perPage })
)

/**
 * The style of a /pet-portrait/{slug} page: the public style whose name makes that slug
 * (spec: lowercased, spaces to hyphens). `null` data means no such style.
 */
export const findStyleBySlug = cache(async (slug: string) => {
  const list = await fetchStyles("isPublic")
  if (!list.ok) return list
  const wanted = slug.toLowerCase()
  const style: Style | null = list.data.styles.find((s) => styleSlug(s.title) === wanted || s.slug === wanted) ?? null
  if (style) return { ok: true as const, data: style }
  // The list is cached for a minute: a style the admin has just created or shown is asked for
  // by its slug (hidden styles answer 404 there, so they stay off these public pages).
  const fresh = await fetchStyle(wanted)
  return { ok: true as const, data: fresh.ok && fresh.data.isPublic ? fresh.data : null }
})

/** How many styles the shop offers (its public list), or null while the backend cannot say. */
export const fetchStyleCount = cache(async (): Promise<number | null> => {
  const list = await fetchStyles("isPublic")
  return list.ok ? list.data.styles.length : null
})
