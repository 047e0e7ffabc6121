"use client"
/**
 * One painting, kept fresh: live "painting:load" events invalidate queryKeys.painting(id); while
 * it is being made and no live event has come for a while, it is also polled every 4 s.
 */
import { useQuery } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import type { Painting } from "@petshop/contract"
import { usePaintingProgress } from "../realtime/painting-progress-store"
import { isPaintingActive } from "./painting-images"
import { queryKeys } from "@/lib/api/query-keys"

export const POLL_MS = 4000

export function usePainting(initial: Painting) {
  const lastLive = usePaintingProgress((s) => s.byPainting[initial.id]?.at)
  return useQuery({
    queryKey: queryKeys.painting(initial.id),
    queryFn: ({ signal }) => apiRequest<Painting>(`/api/painting/${initial.id}`, { signal, unthrottled: true }),
    initialData: initial,
    initialDataUpdatedAt: 0,
    staleTime: 2000,
    refetchInterval: (query) => {
      const status = query.state.data?.status
      if (!isPaintingActive(status)) return false
      // The live connection is the main channel; polling only fills its silences.
      return lastLive && Date.now() - lastLive < POLL_MS ? POLL_MS * 2 : POLL_MS
    },
  })
}
