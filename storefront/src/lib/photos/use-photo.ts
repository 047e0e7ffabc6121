"use client"
/**
 * One photo with its analysis status: live "photo" events invalidate queryKeys.photos.one(id); while the
 * analysis runs it is also polled every 2.5 s in case the live connection is quiet.
 */
import { useQuery } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import type { Photo } from "@petshop/contract"
import { isAnalysisActive } from "./photo-status"
import { queryKeys } from "@/lib/api/query-keys"

export const PHOTO_POLL_MS = 2500

export function usePhoto(id: string | null | undefined, initial?: Photo) {
  return useQuery({
    queryKey: queryKeys.photos.one(id),
    queryFn: ({ signal }) => apiRequest<Photo>(`/api/photo/${id}`, { signal, unthrottled: true }),
    enabled: Boolean(id),
    initialData: initial && initial.id === id ? initial : undefined,
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => (isAnalysisActive(query.state.data?.status) ? PHOTO_POLL_MS : false),
  })
}
