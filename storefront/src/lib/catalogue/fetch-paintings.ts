import { cache } from "react"
import type { Painting } from "@petshop/contract"
import type { PaintingList } from "./catalogue-types"
import { fetchBackend } from "@/lib/server/fetch-backend"

export type PaintingQuery = { type?: string; styleId?: string; scope?: "isPublic" | "isFeatured"; page?: number; perPage?: number }

/** Finished public paintings, newest first (GET /api/paintings). */
export const fetchPaintings = cache((q: PaintingQuery = {}) =>
  fetchBackend<PaintingList>("/api/paintings", {
    scope: q.scope ?? "isPublic",
    type: q.type,
    styleId: q.styleId,
    page: q.page ?? 1,
    perPage: q.perPage ?? 12,
  })
)

/** One painting; anyone with the link sees its watermarked preview (GET /api/painting/{id}). */
export const fetchPainting = cache((id: string) => fetchBackend<Painting>(`/api/painting/${encodeURIComponent(id)}`))
