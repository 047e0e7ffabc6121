/** The gallery's filter query (?styleId&type) and its page links. */
export type PortraitFilters = { styleId?: string; type?: string }

const TYPES = new Set(["image-to-image", "paint", "face-swap"])

export function readFilters(query: Record<string, string | string[] | undefined>): PortraitFilters {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined
  const type = one(query.type)
  return { styleId: one(query.styleId)?.slice(0, 100), type: type && TYPES.has(type) ? type : undefined }
}

export function filterQuery(filters: PortraitFilters): string {
  const q = new URLSearchParams()
  if (filters.styleId) q.set("styleId", filters.styleId)
  if (filters.type) q.set("type", filters.type)
  const s = q.toString()
  return s ? `?${s}` : ""
}

/** Page 1 without filters is /portraits itself. */
export const listHref = (page: number, filters: PortraitFilters) =>
  page <= 1 && !filters.styleId && !filters.type ? "/portraits" : `/portraits/list/${page}${filterQuery(filters)}`
