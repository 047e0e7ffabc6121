"use client"
/** The logged-in user's paintings, a page at a time, optionally of one style (My Artworks). */
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import type { ListPage, Painting } from "@petshop/contract"
import { queryKeys } from "@/lib/api/query-keys"

export const MY_ARTWORKS_PER_PAGE = 12

export type PaintingsPage = ListPage & { paintings: Painting[] }

export function useMyPaintings({ page, styleId, enabled = true }: { page: number; styleId?: string | null; enabled?: boolean }) {
  return useQuery({
    queryKey: queryKeys.paintings.mine(page, styleId ?? null),
    queryFn: ({ signal }) =>
      apiRequest<PaintingsPage>("/api/paintings", {
        query: { scope: "mine", page, perPage: MY_ARTWORKS_PER_PAGE, styleId: styleId || undefined },
        signal,
        unthrottled: true,
      }),
    enabled,
    placeholderData: keepPreviousData,
  })
}
