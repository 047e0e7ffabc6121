"use client"
/** The user's earlier photos, newest first (GET /api/photos?perPage=50). */
import { useQuery } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import type { ListPage, Photo } from "@petshop/contract"
import { queryKeys } from "@/lib/api/query-keys"

export const PHOTOS_PER_PAGE = 50

export function usePhotos(enabled = true) {
  return useQuery({
    queryKey: queryKeys.photos.all(),
    queryFn: ({ signal }) =>
      apiRequest<ListPage & { photos: Photo[] }>("/api/photos", { query: { perPage: PHOTOS_PER_PAGE }, signal, unthrottled: true }),
    enabled,
    select: (page) => page.photos,
  })
}
