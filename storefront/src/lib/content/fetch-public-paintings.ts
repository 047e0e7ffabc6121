import type { Painting } from "@/lib/api/types"
import { fetchBackendJson } from "./fetch-backend-json"

/** The newest public, finished paintings (GET /api/paintings?scope=isPublic). */
export async function fetchPublicPaintings(perPage: number, page = 1): Promise<{ paintings: Painting[]; count: number }> {
  const answer = await fetchBackendJson<{ paintings: Painting[]; count: number }>(
    `/api/paintings?scope=isPublic&perPage=${perPage}&page=${page}`,
  )
  return { paintings: answer?.paintings ?? [], count: answer?.count ?? 0 }
}
