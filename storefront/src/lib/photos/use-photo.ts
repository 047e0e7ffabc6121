"use client"
/**
 * One photo with its analysis status: live "photo" events invalidate queryKeys.photos.one(id); while the
 * analysis runs it is also polled every 2.5 s in case the live connection is quiet. With
 * `followSampling` (the wizard's Style step, issue 25) it is polled every second while its style
 * samples are painted, every 2.5 s while the sampler waits for its turn. The backend signs a
 * picture's link the same way for 10 minutes, so a poll does not load the pictures again.
 */
import { useQuery } from "@tanstack/react-query"
import { apiRequest } from "../api/client"
import type { Photo } from "@petshop/contract"
import { isAnalysisActive } from "./photo-status"
import { SAMPLE_POLL_MS, samplingPhase } from "./style-samples"
import { queryKeys } from "@/lib/api/query-keys"

export const PHOTO_POLL_MS = 2500

export function usePhoto(id: string | null | undefined, initial?: Photo, { followSampling = false }: { followSampling?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.photos.one(id),
    queryFn: ({ signal }) => apiRequest<Photo>(`/api/photo/${id}`, { signal, unthrottled: true }),
    enabled: Boolean(id),
    initialData: initial && initial.id === id ? initial : undefined,
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => {
      const photo = query.state.data
      if (isAnalysisActive(photo?.status)) return PHOTO_POLL_MS
      if (!followSampling) return false
      const phase = samplingPhase(photo, Date.now())
      return phase === "painting" ? SAMPLE_POLL_MS : phase === "queued" ? PHOTO_POLL_MS : false
    },
  })
}
