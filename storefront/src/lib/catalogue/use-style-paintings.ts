"use client"
/** A style's public gallery read from the browser (a hidden style's page, for admins): GET /api/style/{id}/paintings. */
import { useQuery } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import { queryKeys } from "../api/query-keys"
import type { PaintingList } from "./catalogue-types"

export function useStylePaintings(id: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.style.paintings(id),
    queryFn: () =>
      apiRequest<PaintingList>(`/api/style/${encodeURIComponent(id)}/paintings`, { query: { perPage: 25 }, unthrottled: true }),
    enabled,
  })
}
